# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-sixty-first corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-fifty-seventh's
docstring, the fifth to three-hundred-and-fifty-seventh only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (358 to 360), any other test, the reports, the benchmarks nor the git history,
and the scrubber was never run on it. Its own seed (361_058_227), password words (a Beni fruit, a
river and a number, `AsaiMamore47!`; dot-joined fruits with a year, `majo.cunape.2017`; leet
`C4st4n4`; a name, a year and a river; a generator's dashed groups of five; random runs).

The fictional company is Castañal del Norte Amazónico S.R.L., a Brazil-nut (castaña) exporter
with a processing plant (beneficiadora) and dryer in Riberalta, an office in Guayaramerín, a
warehouse (galpón) in Cobija and a partner lodge in Rurrenabaque; its Camba staff, Tsimané and
Tacana workers, Brazilian traders across the river in Guajará-Mirim, an Okinawan-descended family
(the Higa and Miyagi, relatives in Naha) and an Israeli tour operator (Noa, Yoav) who books the
lodge. Every company, person, address, domain (`castanal.lan`, `castanal-norte.example`),
account and number is invented; only the region is real. Texts: chats, tickets, notes, runbooks,
shell prompts, config and env files, voice-note transcripts and requests to the assistant;
separators: a colon, `=`, `→`, `/`, `es`, `é`, `は`, `hi`, `wa`, a full-width colon, a new line,
a question then an answer, and none.

Grep counts (heldouts 5 to 357 naming each, grep -l): none for Riberalta, Guayaramerín, Cobija,
Rurrenabaque, Guajará, Tacana, Castañal, Mamoré, Tahuamanu, `kod imut`, `kodei gibui`, twingate,
hpasmcli, rocketchat; one to four for Tsimané (1), Yacuma (1), Banco Unión (1), cuñapé (1),
Camba (2), `ha-sisma hi` (1), `sisma la` (2), `mispar zehut` (1), tidb-lightning (1), chproxy (1),
runmqsc (1), lrzip (1), cosign (1), nuget push (1), Connect-AzAccount (1), bup (1), pulsarctl
(2), snx (2), saml2aws (2), lein deploy (2), dart pub (2), poetry publish (2), cloudflared (3),
cryfs (3), flit publish (3), jmeter (3), wget2 (4), himalaya (4), zerotier (4), hammerdb (4),
vtctl (4), ecryptfs (4), Tranzila (1), Cardcom (1), Omie (1), PAY.JP (1), KOMOJU (1), Asaas (4),
`ninshou` (4), Naha (4), `haisai` (3); more for `pasuwaado` (6), vpncmd (10), il.idnr (11),
jp.in_ (11), br.cnpj (12), `マイナンバー` (13), `סיסמה` (15), `暗証番号` (20), CPF (21), `senha`
(88), `contra` (233). The IBAN countries (Israel, El Salvador, Qatar, Kuwait, Mauritania, Oman,
Kosovo, the British Virgin Islands, Jordan, Brazil) were each found in 31 to 36 earlier corpora by
a rough count of their quoted codes, the low end of that count.

About half of the secret samples are not in English: Camba Spanish as texted (`oíte`, `pues`,
`chango`, `mirá`, `nomás`, `la contra`, `la clave`, voseo), the Portuguese of Brazilian traders
in Guajará-Mirim (`a senha é`, `senha do wifi`, `código de verificação`, `códigos de backup`,
`mano`), Tsimané and Tacana words in Spanish sentences (`jäm' yi`, `ecuana`), the Japanese of
the Okinawan-descended relatives in kana and kanji (`パスワードは`, `暗証番号`, `認証コード`,
`マイナンバー`) and romaji (`pasuwaado wa`, `anshou bangou`, `ninshou koodo`, `haisai`), and the
Hebrew of the Israeli tour operator in script (`הסיסמה היא`, `קוד האימות`, `מספר זהות`, `קודי
גיבוי`) and romanised (`ha-sisma hi`, `sisma la-wifi`, `kod ha-imut`, `mispar zehut`, `kodei
gibui`). Spanish, Portuguese, Japanese in kana and kanji and Hebrew script are ordinary usage;
the author's guesses, checked by no speaker, are the Tsimané and Tacana words (`jäm' yi`,
`ecuana`, used as greetings), the Camba flavour, the romaji and the Hebrew romanisations.

Vendors: invented ones (AmazoniaPay `amzp_live_`, CastañaCloud `csc-`, Riberalta SMS `rbs_`,
Mamoré Telemetría `mmt.`, Yacuma ERP `ycm_sk_`; shapes guessed), Israeli, Brazilian and Japanese
ones with guessed shapes (Tranzila, Cardcom, Asaas, Omie, PAY.JP, KOMOJU) and published shapes
(GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, AWS, Google, Hugging Face, npm, SendGrid,
Telegram, Shopify, DigitalOcean, Linear, Groq, Docker Hub, Tailscale, Postman, Brevo, Vault,
Replicate, Perplexity, NVIDIA); the JWTs are well-formed.

Ids: Israel's teudat zehut and company number (`il.idnr`, `il.hp`), Brazil's CPF and CNPJ
(`br.cpf`, `br.cnpj`) and Japan's My Number (`jp.in_`), each drawn until its python-stdnum module
validates it (Bolivia has no python-stdnum module, so no Bolivian id is planted). Cards pass Luhn
(`stdnum.luhn`; Visa, Mastercard, Amex, Elo and Hipercard prefixes); IBANs are checked with
`stdnum.iban`; seed phrases come from mnemonic's English, Spanish, Portuguese and Japanese lists,
checked with `Mnemonic(lang).check`.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored), 60 clean texts and
10 clean metadata dicts.
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import string
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.br import cnpj as br_cnpj
from stdnum.il import hp as il_hp
from stdnum.il import idnr as il_idnr
from stdnum.jp import in_ as jp_in

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 361_058_227
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
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


_NUTS = ["Castana", "Almendra", "Asai", "Majo", "Cusi", "Copoazu", "Pacay", "Achachairu",
         "Motacu", "Sinini", "Guapuru", "Cunape", "Sonso", "Locro", "Keperi", "Masaco"]  # fmt: skip
_RIVER = ["Mamore", "Beni", "Madre", "Orthon", "Yata", "Acre", "Tahuamanu", "Guapore", "Abuna",
          "Geneshuaya", "Cachuela", "Esperanza", "Batraja", "Tumichucua"]  # fmt: skip
_NAMES = ["yesenia", "wilfredo", "jhonny", "marleny", "deysi", "rudy", "raimundo", "francisca",
          "kenji", "sachiko", "noa", "yoav", "tamar", "ebaristo", "chichi", "hilda"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=~"
_LEET = ["C4st4n4", "R1b3r4lt4", "M4m0r3", "Gu4y4r4", "C0b1j4", "Ach4ch41ru", "P4cuNut"]


def _generator(g: random.Random) -> str:
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_NUTS)}{g.choice(_RIVER)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(w.lower() for w in g.sample(_NUTS, 2)) + "." + str(g.randrange(1995, 2032)),
    lambda g: f"{g.choice(_NAMES)}{g.randrange(1960, 2012)}{g.choice(_SYMBOLS)}{g.choice(_RIVER)}",
    lambda g: _r(g, ALNUM + "%&!?", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2032)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_RIVER).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _generator,
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM, 15),
]


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    allowed = set(ALNUM + "._-")
    return v.until(rng, _pw, lambda s: set(s) <= allowed)


_SAID = [
    "Zulip #beneficiadora, Yesenia: the password of the peladora's panel is {pw}",
    "ticket RIB-4471: Brazil-nut dryer HMI, admin password {pw}",
    "note to self: new password for the Cobija warehouse NVR = {pw}",
    "runbook step 3 - the sorter's service password: {pw}",
    "Rocket.Chat DM from Rudy: export portal password → {pw}",
    "the scale in the Guayaramerín office: password is {pw}, don't change it",
    "oíte Jhonny, la contraseña del servidor de la planta es {pw} pues",
    "chango, la contra del sistema de acopio es {pw}, no le digás a nadie",
    "ya pues, mi clave nueva del correo: {pw}",
    "Marleny: la clave del panel solar del galpón de Cobija es {pw}",
    "mirá, contraseña del NAS de Riberalta → {pw}",
    "a senha do portal da exportadora é {pw}",
    "Raimundo (Guajará-Mirim): senha do sistema de pesagem: {pw}",
    "Francisca: mano, a senha nova do email ficou {pw}",
    "olha a senha do roteador da balsa: {pw}",
    "パスワードは {pw} です（那覇のおじさんのPC）",
    "サーバーのパスワード：{pw}",
    "haisai Kenji, pasuwaado wa {pw} da yo",
    "Sachiko: obaa no pasokon no pasuwaado → {pw}",
    "הסיסמה היא {pw}",
    "Noa: סיסמה למערכת ההזמנות: {pw}",
    "Yoav: ha-sisma la-booking panel hi {pw}",
    "sisma shel ha-lodge be-Rurrenabaque: {pw}",
    "Ebaristo (Tsimané), jäm' yi: la contraseña del motor es {pw}",
    "Hilda (Tacana), ecuana: mi clave del celular del lodge es {pw}",
]
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")

_USERS = ["yroca", "wanez", "jsuarez", "mvaca", "rudy.m", "raimundo.s", "fran.lima", "khiga",
          "smiyagi", "noa.ba", "yoav.t", "ebaristo", "hilda.t", "deysi.c"]  # fmt: skip
_LOGINS = [
    "login for the acopio ERP: {u} / {pw}",
    "creds for the dryer PLC are {u} and {pw}",
    "sign in to the Cobija NVR as {u} with {pw}",
    "usuario {u}, contraseña {pw} (portal de exportación)",
    "user: {u}  clave: {pw}",
    "entrá como {u} con la clave {pw} nomás",
    "usuário {u} e senha {pw} pro sistema da balsa",
    "login: {u} / senha: {pw}",
    "ユーザー名：{u} パスワード：{pw}",
    "ID：{u} パス：{pw}",
    "שם משתמש: {u} סיסמה: {pw}",
    "user {u}, sisma {pw}",
]
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")

_SAID_WORDS = ["castaña", "motacú", "achachairú", "cuñapé", "majo", "tujuré", "masaco", "sonso",
               "paraba", "bufeo", "jochi", "tatú", "londra", "peta"]  # fmt: skip
_SPELLED = [
    "the password is the word {w} followed by {d}",
    "type {w}, then {d}; that's the admin password of the dryer",
    "la contraseña es la palabra {w} y después {d}",
    "la clave: {w} con {d} al final, todo junto",
    "a senha é a palavra {w} seguida de {d}",
    "パスワードは「{w}」のあとに {d} です",
    "הסיסמה היא המילה {w} ואחריה {d}",
    "voice note (Wilfredo): {w}{d}, esa es la contra del wifi del galpón",
]


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")

_CLI = [
    "tidb-lightning -config tidb.toml --tidb-user {u} --tidb-password '{pw}'",
    "clickhouse-backup create --config c.yml  # CLICKHOUSE_PASSWORD='{pw}'",
    "pulsarctl --auth-params 'username:{u},password:{pw}' topics list public/default",
    "snx -s vpn.castanal.lan -u {u}  # password prompt: {pw}",
    "vpncmd /server vpn.castanal.lan:5555 /password:{pw} /cmd UserList",
    "lrzip -e -p '{pw}' lotes-2031.tar",
    "cosign login ghcr.castanal.lan -u {u} -p '{pw}'",
    "nuget push acopio.3.1.0.nupkg -s https://nuget.castanal.lan -k '{pw}'",
    "saml2aws login --username={u} --password='{pw}' --skip-prompt",
    "Connect-AzAccount -Credential (New-Object PSCredential('{u}', "
    "(ConvertTo-SecureString '{pw}' -AsPlainText -Force)))",
    "bup on backup.castanal.lan save -n lotes  # BUP_PASS='{pw}'",
    "wget2 --user={u} --password='{pw}' https://files.castanal.lan/precios.xlsx",
    "himalaya account configure  # imap password '{pw}'",
    "zerotier-cli set 8056c2e21c net.password '{pw}'",
    "cloudflared access login --user {u} --password '{pw}' https://erp.castanal.lan",
    "echo '{pw}' | cryfs ~/.cryfs/lotes ~/lotes --stdin",
    "flit publish --repository castanal  # FLIT_PASSWORD='{pw}'",
    "poetry publish -r castanal -u {u} -p '{pw}'",
    "jmeter -n -t carga.jmx -Jdb_user={u} -Jdb_password='{pw}'",
    "hammerdbcli: diset connection mssqls_pass {pw}",
    "vtctlclient --server vtctld.castanal.lan:15999 --mysql_password '{pw}' ListAllTablets",
    "mount -t ecryptfs /srv/lotes /srv/lotes -o key=passphrase:passphrase_passwd={pw}",
    "mvn deploy -Drepo.user={u} -Drepo.password='{pw}'",
    "gradle publish -PnexusUser={u} -PnexusPassword='{pw}'",
    "echo '{pw}' | runmqsc -u {u} QM1",
    "chproxy -config c.yml  # users: [{{name: {u}, password: {pw}}}]",
    "lein deploy castanal  # LEIN_PASSWORD='{pw}'",
    "dart pub token add https://pub.castanal.lan --env-var X  # X='{pw}'",
    "hpasmcli -s 'set ilo password {pw}'",
    "mysql -h acopio.castanal.lan -u {u} -p'{pw}' acopio",
    "psql 'postgresql://{u}:{pw}@pg.castanal.lan/lotes'",
    "sshpass -p '{pw}' ssh {u}@galpon-cobija.castanal.lan",
    "redis-cli -h cache.castanal.lan -a '{pw}' ping",
    "smbclient //fs.castanal.lan/exportacion -U {u}%{pw}",
]
_SHELLS = [
    "{c}", "$ {c}", "yroca@acopio-srv:~$ {c}", "root@galpon-cobija:~# {c}",
    "PS C:\\castanal> {c}", "comando que corrí ayer: {c}", "o comando que rodei: {c}",
    "昨日のコマンド：{c}", "הפקודה שהרצתי: {c}", "history | tail -1\n  512  {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _cli(rng: random.Random, n: int) -> list[Sample]:
    return v.framed(rng, v.fill(rng, "cli_password", _CLI, n, _plain_pw, u=_USERS), _SHELLS)


_URLS = [
    "postgres://{u}:{pw}@pg.castanal.lan:5432/acopio",
    "mysql://{u}:{pw}@db-riberalta.castanal.lan/precios",
    "mongodb+srv://{u}:{pw}@cluster0.castanal-norte.example/lotes",
    "amqp://{u}:{pw}@mq.castanal.lan:5672/exportacion",
    "redis://:{pw}@cache.castanal.lan:6379/2",
    "Server=sql.castanal.lan;Database=Acopio;User Id={u};Password={pw};",
    "jdbc:postgresql://pg.castanal.lan/lotes?user={u}&password={pw}",
    "sftp://{u}:{pw}@edi.castanal-norte.example:2222/in/",
    "la cadena de conexión: mssql://{u}:{pw}@10.20.0.5/Balanza",
    "string de conexão: postgresql://{u}:{pw}@pg.guajara.lan/pesagem",
    "接続文字列：mysql://{u}:{pw}@naha-db.castanal.lan/ie",
    "מחרוזת חיבור: postgres://{u}:{pw}@tours.castanal.lan/bookings",
]
_urls = _Family("connection_string", _URLS, _with(_plain_pw, u=_USERS), "pw")


_VENDORS: list[tuple[str, str, Maker]] = [
    ("GitHub", "GITHUB_TOKEN", _j("ghp_", (ALNUM, 36))),
    ("GitLab", "GITLAB_TOKEN", _j("glpat-", (URLSAFE, 20))),
    ("Slack", "SLACK_BOT_TOKEN", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("Stripe", "STRIPE_SECRET_KEY", _j("sk_live_", (ALNUM, 32))),
    ("OpenAI", "OPENAI_API_KEY", _j("sk-proj-", (URLSAFE, 48))),
    ("Anthropic", "ANTHROPIC_API_KEY", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("AWS", "AWS_ACCESS_KEY_ID", _j("AKIA", (UPPER_DIGITS, 16))),
    ("Google Maps", "GOOGLE_MAPS_KEY", _j("AIza", (URLSAFE, 35))),
    ("Hugging Face", "HF_TOKEN", _j("hf_", (ALNUM, 34))),
    ("npm", "NPM_TOKEN", _j("npm_", (ALNUM, 36))),
    ("SendGrid", "SENDGRID_API_KEY", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Telegram", "TELEGRAM_BOT_TOKEN", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("Shopify", "SHOPIFY_TOKEN", _j("shpat_", (HEX, 32))),
    ("DigitalOcean", "DO_TOKEN", _j("dop_v1_", (HEX, 64))),
    ("Linear", "LINEAR_API_KEY", _j("lin_api_", (ALNUM, 40))),
    ("Groq", "GROQ_API_KEY", _j("gsk_", (ALNUM, 52))),
    ("Docker Hub", "DOCKERHUB_TOKEN", _j("dckr_pat_", (URLSAFE, 27))),
    ("Tailscale", "TS_AUTHKEY", _j("tskey-auth-", (ALNUM, 12), "-", (ALNUM, 33))),
    ("Postman", "POSTMAN_API_KEY", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("Brevo", "BREVO_API_KEY", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("Vault", "VAULT_TOKEN", _j("hvs.", (URLSAFE, 24))),
    ("Replicate", "REPLICATE_API_TOKEN", _j("r8_", (ALNUM, 37))),
    ("Perplexity", "PPLX_API_KEY", _j("pplx-", (ALNUM, 48))),
    ("NVIDIA", "NVIDIA_API_KEY", _j("nvapi-", (URLSAFE, 64))),
    ("AmazoniaPay", "AMZP_SECRET", _j("amzp_live_", (ALNUM, 32))),
    ("CastañaCloud", "CSC_TOKEN", _j("csc-", (LOWER_DIGITS, 40))),
    ("Riberalta SMS", "RBS_KEY", _j("rbs_", (ALNUM, 30))),
    ("Mamoré Telemetría", "MMT_KEY", _j("mmt.", (HEX, 40))),
    ("Yacuma ERP", "YACUMA_SK", _j("ycm_sk_", (ALNUM, 28))),
    ("Tranzila", "TRANZILA_PW", _j((ALNUM, 32))),
    ("Cardcom", "CARDCOM_API_PASSWORD", _j((ALNUM, 24))),
    ("Asaas", "ASAAS_API_KEY", _j("$aact_prod_", (ALNUM, 40))),
    ("Omie", "OMIE_APP_SECRET", _j((HEX, 32))),
    ("PAY.JP", "PAYJP_SECRET_KEY", _j("sk_live_", (HEX, 48))),
    ("KOMOJU", "KOMOJU_SECRET", _j("sk_live_", (ALNUM, 32))),
]
_NAMED = [
    "{vendor} API key: {tok}",
    "export {env}={tok}",
    '{env}="{tok}"',
    "Rudy pasó la key de {vendor}: {tok}",
    "la API key de {vendor} nueva es {tok}, la vieja ya no sirve",
    "chave da API do {vendor}: {tok}",
    "{vendor} の APIキーは {tok} です",
    "מפתח API של {vendor}: {tok}",
    "Integrations › {vendor}: {tok}",
    "{vendor} integration broken, current key {tok}",
]


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]
    rest = [(vd, t) for vd in _VENDORS for t in _NAMED if (vd, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(firsts))
    rng.shuffle(chosen)
    out = []
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "Zulip: {t}", "guardame esto: {t}", "guarda isso pra mim: {t}",
                "これ保存して：{t}", "תשמור לי את זה: {t}",
                "{t}\n^ el nuevo, el otro ya murió"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)),
                _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)

_HEX_PLACES = {
    "LoRaWAN AppKey del sensor de humedad H-12 (secadora): {h}": 32,
    "AZURE_STORAGE_KEY={h}": 64,
    "HMAC secret for the price webhook: {h}": 64,
    "chave secreta do webhook da balsa: {h}": 40,
    "署名キー：{h}": 64,
    "מפתח ההצפנה של הגיבוי: {h}": 64,
    "ACOPIO_SIGNING_SECRET = {h}": 48,
    "encryption_key: {h}": 64,
    "la llave maestra del backup es {h}": 32,
}


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"h": _r(rng, HEX, _HEX_PLACES[template])}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")

_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "el token de sesión del portal: {t}",
    "o token JWT do app: {t}",
    "id_token={t}",
    "トークン：{t}",
    "הטוקן: {t}",
    "cookie: session={t}",
    "curl -H 'Authorization: Bearer {t}' https://api.castanal.lan/lotes",
]


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    header = {"alg": ["HS256", "RS256", "ES256"][index % 3], "typ": "JWT"}
    claims = {"sub": rng.choice(_USERS), "iss": "https://auth.castanal.lan",
              "iat": 1_900_000_000 + rng.randrange(10**6), "role": "acopio"}  # fmt: skip
    return {"t": f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, 43)}"}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")

_PEM_PLACES = {
    "id_rsa del servidor de acopio:\n{key}": ("RSA PRIVATE KEY", "\n"),
    "deploy key for the dryer gateway:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "a chave privada do certificado:\n{key}": ("PRIVATE KEY", "\n"),
    "秘密鍵：\n{key}": ("EC PRIVATE KEY", "\n"),
    "המפתח הפרטי:\n{key}": ("PRIVATE KEY", "\n"),
    'tls.key: "{key}"': ("PRIVATE KEY", "\\n"),
    "key pasted in the ticket: {key}": ("RSA PRIVATE KEY", " "),
}


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    lines = [_r(rng, B64, 64) for _ in range(8)] + [_r(rng, B64, 20) + "=="]
    head, tail = f"-----BEGIN {kind}-----", f"-----END {kind}-----"
    return {"key": joiner.join([head, *lines, tail]), "secret": lines[1 + index % 6]}


_pems = _Family("private_key", list(_PEM_PLACES), _pem_draw, "key")

_SEED_PLACES = {
    "seed phrase of the export wallet: {p}": "english",
    "frase semilla de la billetera: {p}": "spanish",
    "las 12 palabras de la wallet de Jhonny: {p}": "spanish",
    "frase de recuperação da carteira: {p}": "portuguese",
    "as palavras da carteira do Raimundo: {p}": "portuguese",
    "ウォレットの復元フレーズ：{p}": "japanese",
    "マイナンバーじゃなくて、シードはこれ：{p}": "japanese",
    "מילות השחזור של הארנק: {p}": "english",
    "recovery words (voice note, Noa): {p}": "english",
}
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(_SEED_PLACES.values())}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    lang = _SEED_PLACES[template]
    size = [16, 32, 16, 20][index % 4]
    phrase = str(_MNEMO[lang].to_mnemonic(bytes(rng.randrange(256) for _ in range(size))))
    if lang != "japanese" and index % 3 == 1:
        phrase = " ".join(f"{k}. {w}" for k, w in enumerate(phrase.split(), 1))
    return {"p": phrase}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefix: str, length: int) -> str:
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    return body + luhn.calc_check_digit(body)


_CARD_KINDS = [("4", 16), ("5", 16), ("37", 15), ("636368", 16), ("606282", 16), ("2221", 16)]
_CARD_PLACES = [
    "card number {c} exp 09/33",
    "tarjeta de la empresa: {c}",
    "el número de la tarjeta es {c}, vence 11/34",
    "cartão: {c} val 05/35",
    "o número do cartão do Raimundo é {c}",
    "カード番号：{c}",
    "מספר כרטיס: {c}",
    "Visa corporativa {c}",
]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    prefix, length = _CARD_KINDS[index % len(_CARD_KINDS)]
    number = _card_of(rng, prefix, length)
    return {"c": v.grouped(number, ["-", " ", "", ".", " "][index % 5], rng)}


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")

_CVV_PLACES = [
    "tarjeta {c}, código de seguridad {cvv}",
    "cartão {c}, CVV atrás do cartão {cvv}",
    "the three digits on the back are {cvv} (card {c})",
    "セキュリティコード {cvv}（カード {c}）",
    "קוד אבטחה {cvv} לכרטיס {c}",
    "card {c} security code on the back: {cvv}",
]


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"c": _card_of(rng, "4", 16), "cvv": _r(rng, D, 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")

_IBAN_SHAPES = {
    "IL": "n" * 19, "SV": "aaaa" + "n" * 20, "QA": "aaaa" + "c" * 21, "KW": "aaaa" + "c" * 22,
    "MR": "n" * 23, "OM": "nnn" + "c" * 16, "XK": "n" * 16, "VG": "aaaa" + "n" * 16,
    "JO": "aaaa" + "nnnn" + "c" * 18, "BR": "n" * 23 + "a" + "c",
}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "IBAN del comprador: {i}",
    "transferí al IBAN {i}",
    "IBAN da conta em reais: {i}",
    "IBAN：{i}（叔母さんの口座）",
    "IBAN של החברה: {i}",
    "pay the invoice to IBAN {i}",
]


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _tz(g: random.Random) -> str:
    return v.until(g, lambda h: _r(h, D, 9), il_idnr.is_valid)


def _hp(g: random.Random) -> str:
    return v.until(g, lambda h: "51" + _r(h, D, 7), il_hp.is_valid)


def _cpf(g: random.Random) -> str:
    return v.cpf_number(g)


def _cnpj(g: random.Random) -> str:
    number = v.until(g, lambda h: _r(h, D, 8) + "0001" + _r(h, D, 2), br_cnpj.is_valid)
    return str(br_cnpj.format(number))


def _mynumber(g: random.Random) -> str:
    return v.until(g, lambda h: _r(h, D, 12), jp_in.is_valid)


_ID_PLACES: dict[str, Maker] = {
    "מספר זהות: {s}": _tz,
    "Yoav's teudat zehut {s}": _tz,
    "mispar zehut shel Noa: {s}": _tz,
    "ח.פ. של חברת הטיולים (private, do not share): {s}": _hp,
    "CPF do Raimundo: {s}": _cpf,
    "meu CPF é {s}": _cpf,
    "CNPJ da transportadora (cadastro sigiloso): {s}": _cnpj,
    "マイナンバー：{s}": _mynumber,
    "Kenji no mai nanbaa wa {s}": _mynumber,
    "個人番号 {s}（おばあちゃん）": _mynumber,
}


def _id_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": _ID_PLACES[template](rng)}


_national = _Family("national_id", list(_ID_PLACES), _id_draw, "s")

_BACKUPS = [
    "códigos de respaldo de Google: {codes}",
    "códigos de backup da conta: {codes}",
    "バックアップコード：\n{codes}",
    "קודי גיבוי: {codes}",
    "GitHub recovery codes\n{codes}",
    "kodei gibui la-Booking: {codes}",
    "códigos de recuperación del correo de la planta: {codes}",
]


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = v.backup_codes(rng, 8, index % 4)
    sep = ["\n", ", ", " ", "\n"][index % 4]
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 8]}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")

_TOTP = [
    "otpauth://totp/Castanal:yroca@castanal.lan?secret={s}&issuer=Castanal",
    "clave de configuración del 2FA: {s}",
    "chave de configuração do 2FA: {s}",
    "2FAのセットアップキー：{s}",
    "TOTP secret for the Booking extranet: {s}",
]


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)}


_totp = _Family("otp_secret", _TOTP, _totp_draw, "s")

_CODES = [
    "{c} es tu código de verificación de Tigo Money",
    "Tu código BNB: {c}. No lo compartas",
    "Seu código de verificação: {c}",
    "【認証コード】{c}",
    "ninshou koodo wa {c} da yo, obaa kara",
    "קוד האימות שלך: {c}",
    "kod ha-imut shelcha hu {c}",
    "Use {c} to sign in to Booking.com",
]
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")

_SSIDS = ["Castanal-Planta", "CSN-Galpon-5G", "Tigo-Riberalta-2G", "Entel_Guayara",
          "Cobija-Deposito", "Lodge-Rurre-5G", "Balsa Guajara", "Casa Higa Naha"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, password {pw}",
    "Network: {s} / {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "la contra del wifi {s} es {pw}",
    "oíte, wifi {s} clave {pw}",
    "senha do wifi {s}: {pw}",
    "a rede {s} usa {pw}",
    "Wi-Fi（{s}）のパスワードは {pw}",
    "הסיסמה לוויפי {s} היא {pw}",
    "sisma la-wifi {s}: {pw}",
    "wpa_psk for {s}: {pw}",
]


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 12)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")

_SPELL_MAKERS = [_j("ghp_", (ALNUM, 36)), _j((HEX, 32)), _j("amzp_live_", (ALNUM, 20)),
                 _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["letra por letra: {t}", "[dictated over the call] {t}", "soletrando: {t}",
          "一文字ずつ：{t}", "אות אות: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")

_LOCKS = [
    "el candado del galpón de Cobija: {pw}",
    "código del portón de la planta: {pw}",
    "o código do cadeado da balsa: {pw}",
    "金庫の暗証番号は {pw}",
    "anshou bangou wa {pw}",
    "הקוד של הכספת: {pw}",
    "PIN of the office card: {pw}",
    "alarm code at the Guayaramerín office is {pw}",
    "PIN de la tarjeta de débito: {pw}",
]


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")

_PHRASE_WORDS = ["castana", "motacu", "bufeo", "paraba", "jochi", "londra", "cachuela",
                 "batraja", "tujure", "masaco", "peta", "sonso", "majo", "achachairu"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase: {p}": " ", "frase maestra del KeePass: {p}": "-",
            "frase secreta do cofre: {p}": " ", "マスターパスフレーズ：{p}": ".",
            "סיסמת המאסטר: {p}": " ", "passphrase for the GPG key of yroca@castanal.lan: {p}": " ",
            "la frase clave del respaldo es {p}": "_"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")

_AUTH = {
    "Authorization: Basic {v}": True,
    "curl -H 'Authorization: Basic {v}' https://erp.castanal.lan/api": True,
    "header de la API de precios: Authorization: Bearer {v}": False,
    "Authorization: Bearer {v}": False,
    "cabeçalho: Authorization: Basic {v}": True,
    "ヘッダー Authorization: Bearer {v}": False,
}


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")

_CONFIGS = [
    "DB_PASSWORD={pw}",
    ".env\nACOPIO_DB_USER=acopio\nACOPIO_DB_PASS={pw}",
    "spring.datasource.password={pw}",
    "[smtp]\nhost = mail.castanal.lan\npassword = {pw}",
    "define('DB_PASSWORD', '{pw}');",
    'database:\n  user: lotes\n  password: "{pw}"',
    '<add key="BalanzaPassword" value="{pw}" />',
    'variable "db_pass" {{ default = "{pw}" }}',
    "pg.castanal.lan:5432:lotes:acopio:{pw}",
    "smtp_password,{pw}",
    "MQ_PASSWORD: {pw}  # galpón Cobija",
    "[client]\nuser=acopio\npassword={pw}",
    "mail.password = {pw}",
    "REDIS_PASSWORD='{pw}'",
    "secret: {pw}",
    '"password": "{pw}"',
]
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")

_CHATS = [
    "{pw} — that's the wifi password of the lodge",
    "{pw}, esa es la contra del wifi de la planta",
    "{pw} é a senha nova da balsa",
    "{pw} がおばあちゃんのパスワード",
    "{pw} זו הסיסמה החדשה",
    "pasword? / Wilfredo: {pw}",
    "¿la clave del NAS? / Marleny: {pw}",
    "qual é a senha? / Francisca: {pw}",
    "set the router to {pw} yesterday",
    "le puse {pw} al router de Cobija",
]
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")

_HIDDEN = [
    "the name of our dog, {w}, followed by {d}",
    "el nombre del loro, {w}, y después {d}, esa es la clave",
    "{w} with a capital first letter and {d} at the end",
]


def _hidden_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(["Chichi", "Tatu", "Paraba", "Bufeo", "Yaguar"])
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word}


_hidden = _Family("described_password", _HIDDEN, _hidden_draw, "w")

_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 14), (_cli, 34), (_urls, 14), (_vendors, 54),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 20), (_backups, 7), (_totp, 5), (_codes, 8), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 6), (_configs, 16), (_chats, 10),
    (_hidden, 3),
]  # fmt: skip


def secrets() -> list[Sample]:
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


_SPLIT_PASSWORDS = {
    "the password of the dryer panel is": "{s}",
    "la contraseña del servidor:": "{s} (no la cambies)",
    "senha do portal:": "{s}",
    "パスワード：": "{s}",
    "הסיסמה:": "{s}",
    "la contra del wifi de la planta es": "{s}",
    "Hilda: la clave del celular del lodge es": "{s}",
    "sisma:": "{s}",
    "ERP login rudy.m, password": "{s}\nrotate in March",
    "clave del correo de Yesenia →": "{s}",
}  # fmt: skip
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "AmazoniaPay API key", "{s}", _j("amzp_live_", (ALNUM, 32))),
    ("split_token", "Asaas key:", "{s}", _j("$aact_prod_", (ALNUM, 40))),
    ("split_seed", "seed phrase", "{s}", _english_seed),
    ("split_card", "tarjeta", "{s} vence 08/34", lambda g: v.grouped(_card_of(g, "4", 16), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "IL"))),
    ("split_backup", "códigos de respaldo", "{s}\n48213377\n90217364", lambda g: _r(g, D, 8)),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "מספר זהות", "{s}", _tz),
    ("split_id", "CPF", "{s}", _cpf),
    ("split_phrase", "Bitwarden passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in rows]


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"dryer": {"url": "https://secadora.castanal.lan", "admin_password": "{s}"}}': (
        "meta_password", _plain_pw),
    '{"contrasena": "{s}"}': ("meta_password", _plain_pw),
    '{"conta": {"usuario": "raimundo.s", "senha": "{s}"}}': ("meta_password", _plain_pw),
    '{"パスワード": "{s}"}': ("meta_password", _plain_pw),
    '{"סיסמה": "{s}"}': ("meta_password", _plain_pw),
    '{"argv": ["poetry", "publish", "-u", "rudy.m", "-p", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "la contraseña del NAS es {s}"}': ("meta_password", _plain_pw),
    '{"transcript": "a senha do roteador da balsa é {s}"}': ("meta_password", _plain_pw),
    '{"amazoniapay": {"api_key": "{s}"}}': ("meta_token", _j("amzp_live_", (ALNUM, 32))),
    '{"omieAppSecret": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"tranzila_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"pago": {"card_number": "{s}", "exp": "07/35"}}': (
        "meta_card", lambda g: v.grouped(_card_of(g, "5", 16), " ", g)),
    '{"comprador": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "QA")),
    '{"guia": {"cpf": "{s}"}}': ("meta_id", _cpf),
    '{"mfa": {"backup_codes": ["{s}", "77120934", "01938274"]}}': (
        "meta_otp", lambda g: _r(g, D, 8)),
    '{"wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"sensor": {"app_key": "{s}"}}': ("meta_key", _j((HEX, 32))),
    '{"galpon": {"candado": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Castanal-Planta", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE = hashlib.sha256(b"secadora-hmi-2.4.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/castanal/acopio:5.1").hexdigest()
_COMMIT = hashlib.sha1(b"acopio: add humidity column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"export: fix NANDINA code", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"precios_2031-04.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"lotes-2031.parquet").hexdigest()

CLEAN = [
    f"commit {_COMMIT} adds the humidity column to the acopio lots.",
    f"Rolled back to {_SHORT} after the NANDINA code change broke the export forms.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL}",
    f"The dryer HMI firmware 2.4.0 has SHA-256 checksum {_FIRMWARE}.",
    f"SHA-512 of lotes-2031.parquet: {_SHA512}",
    f"The acopio API runs ghcr.io/castanal/acopio@sha256:{_IMAGE}.",
    f"MD5 of precios_2031-04.csv is {_MD5}, same as on the share.",
    "Order ORD-2031-00417: 320 cajas de castaña, 20 kg each, ship via Guayaramerín.",
    "Pedido 88213 confirmado, llega el martes a Riberalta.",
    "Pedido nº 55120 despachado para Guajará-Mirim.",
    "注文番号 2031-0418、発送済みです。",
    "מספר הזמנה 77421 אושר לטיול ביום שלישי.",
    "La tienda de repuestos en Riberalta: +591 3 852 4417.",
    "Telefone da loja em Guajará-Mirim: +55 69 3541-2280.",
    "Call the lodge office at +591 3 892 2213 between 8 and 18.",
    "The password policy now asks for 14 characters.",
    "Olvidé mi contraseña, ¿cómo la cambio?",
    "La contraseña tiene que tener al menos 12 caracteres.",
    "Esqueci a senha, vou pedir pro Rudy resetar.",
    "A senha expira a cada 90 dias.",
    "パスワードを忘れました。リセットしてください。",
    "パスワードは12文字以上にしてください。",
    "שכחתי את הסיסמה, איך מאפסים?",
    "הסיסמה חייבת להכיל לפחות 12 תווים.",
    "the wifi password is on the card at the reception desk",
    "la contra del wifi está pegada en la heladera",
    "PIN pad of the POS in Cobija is broken again.",
    "El PIN tiene que ser de 4 dígitos.",
    "Version 3.4.1 of the acopio app is out; update by Friday.",
    "Actualizamos a la versión 2.11.0 del ERP.",
    "Precio de la castaña: USD 8.45 por libra, FOB Riberalta.",
    "A saca de 20 kg saiu a R$ 412,50 hoje.",
    "El camión sale a las 05:30 desde Guayaramerín y llega a las 14:15 a Cobija.",
    "フライトは 10:45 発、那覇には 14:20 着。",
    "הטיסה ממריצה ב-06:10, נחיתה ב-09:35.",
    "Lote L-2031-RIB-0412: humedad 5.8 %, 1 284 cajas.",
    "Factura 001-002-0004571 pagada el 12/04.",
    "NIT de la tienda de repuestos en la factura pública: 1020304017.",
    "Our API key rotation is scheduled for Monday.",
    "The token limit of the assistant is 8000 tokens.",
    "La clave del éxito es secar bien la castaña.",
    "A chave do sucesso é paciência.",
    "鍵は受付に預けてあります。",
    "המפתח נמצא אצל השומר בכניסה.",
    "Please pass the farinha.",
    "Tracking number 1Z 999 AA1 01 2345 6784 for the spare pump.",
    "Contenedor MSKU 4821736 sale de Arica el 2031-06-02.",
    "Run pip install pymodbus==3.9.2 on the dryer gateway.",
    "The 2FA is enabled for every account; backup codes are in the safe.",
    "Códigos de error de la secadora: E12, E31, E44.",
    "Códigos postais: 76850-000 (Guajará-Mirim).",
    "Build 4812 passed; coverage 81 %.",
    "UUID of the public dataset: 3f2b8a4e-0d1c-4e6f-9a7b-5c3d2e1f0a9b.",
    "La balsa cruza a Guajará cada 30 minutos, pasaje Bs 10.",
    "Rurrenabaque tour: 3 days, USD 240, departs 08:00 from the port.",
    "Tsimané weaving order #3310: 14 mats, Bs 1 960.",
    "Noa booked 6 seats on flight 2031 to Rurrenabaque.",
    "ssh-ed25519 public key fingerprint SHA256:ZtW7qY3m2e1c8b0a9f6d5e4c3b2a1f0e9d8c7b6a5f4e3",
    "Kenji's flight number is JL 917, seat 32A.",
    "The Wi-Fi at the Cobija warehouse is down, Entel is on it.",
]

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/castanal/dryer", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 4812}}',
    f'{{"sha256": "{_WHEEL}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "RIB-4471", "purchase_order": "PO-2031-00418"}',
    '{"lote": {"id": "L-2031-RIB-0412", "peso_kg": 20, "humedad_pct": 5.8}}',
    '{"telefono": "+591 3 852 4417", "ciudad": "Riberalta"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "cajas": 1284}',
    '{"nandina": "0801.22.00", "origen": "BO", "descripcion": "castaña pelada"}',
    '{"container": "MSKU 4821736", "carrier": "Maersk", "eta": "2031-06-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
