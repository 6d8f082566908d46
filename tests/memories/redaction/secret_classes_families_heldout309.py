# ruff: noqa: RUF001
"""Held-out secret families, three-hundred-and-ninth corpus: written blind, without the rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-fifth's docstring,
the fifth to three-hundred-and-fifth only through grep -l/-c counts (languages, wordings, tools,
vendors, id kinds and IBAN countries already used), the sample types, the value helpers and the
python-stdnum and mnemonic sources; never `memories/`, the tuning, round or concurrent corpora
(306 to 308), any other test, the reports, the benchmarks nor the git history, and the scrubber
was never run on it. Its own seed (309447126), password words (an Azorean dish or whale and a
year, `Cachalote1957!`; island and food joined, `faial_lapas_42`; leet `V3rd3lh0`; a boat and
its berth, `MarAzul-P12#`; a generator's dashed groups; random runs). The fictional company is
Caldeirinha Atlântica, Lda. (a whale-watch desk and marina office in Horta, a wine cellar in
Madalena do Pico, a guesthouse in Angra on Terceira, a shop in Ponta Delgada on São Miguel) and
its staff's relatives in Fall River, Toronto/Muskoka, Florianópolis and Bermuda; every company,
person, address, domain and number is invented, only the region (the Azores) is real. Texts:
chats with times, help-desk tickets, wiki breadcrumbs, tables, CSV and YAML rows, notes,
runbooks, shell prompts, configs, env files, voice-memo and meeting transcripts and requests to
the assistant; separators from a colon, `é`, `ees`, an arrow and `=` to a new line and quotes.

Grep counts (heldouts 5 to 305 naming each, grep -l): none for Terceira, Faial, São Miguel,
Angra, Furnas, Capelinhos, Bermuda, Paget, Mississauga, Tim Hortons, kkkk, `palavra passe`,
`a pass e`, Gravador, checkmk, freetds, nxclient; one to three for Ponta Delgada, Horta, Fall
River, Toronto, remmina, smbmap, pwsh, tmate, iSH, Fireflies, Trint, mqtt-cli, emqtt,
zabbix_get, ldapmodify, virsh, doctl auth, New-LocalUser, ktpass, `a pass é`, `cmg`; four to
ten for Pico, s-nail, linode-cli, kafka-console, pvesh, tightvnc, anydesk, rustdesk, tsql,
cypher-shell, etcdctl, rpcclient, smbget, mongodump, Jitsi, GroupMe, Glip, Ryver, Chanty.

About half of the secret samples are not in English: Azorean European Portuguese in chat
spelling (`a pass do wifi é`, `palavra passe`, `axo k`, `tb`, `n digas a ninguém`, `atão`,
`bjs`, `guarda isto`), the Brazilian Portuguese of a cousin in Florianópolis (`senha`, `vc`,
`kkkk`, `anota aí`, `não conta pra ninguém`, `blz`), the Portuguese-American English of Fall
River (`the password for Vovó's computer é`, `the senha`, `don't tell nobody`), the Canadian
English of Toronto relatives (`eh`, `bud`, cottage, SIN, OHIP) and Bermudian English (`ace
boy`, `da password ees`, `onion`, `bey`). These wordings are the author's guesses, checked by no
speaker; the thinnest are the Bermudian ones and `atão`/`axo k` as Azorean texting.

Vendors: invented ones (AçorPay `acp_live_`, CagarroSMS `cgs.`, FaialCloud `fcl-`, PicoMaps
`pkm_`, HortaMarina `hm_pat_`, TerceiraTix `ttx_`, BaleiaWatch hex, LavaBook UUIDs, IlhaMail
`ilm-`, VerdelhoPOS `vpos_`; shapes guessed) and the known GitHub, Stripe, Slack, OpenAI,
Anthropic, AWS, Google, Mapbox, Twilio, SendGrid, Hugging Face, Notion, Figma, Netlify, Fly,
Pulumi, Groq, Replicate, Tailscale, New Relic, Docker Hub, Linear, DigitalOcean, Shopify,
Supabase, Grafana, Telegram and npm shapes; the JWTs are well-formed.

Ids with a check, each drawn until its python-stdnum module validates it: Portugal's NIF
(`pt.nif`) and Cartão de Cidadão (`pt.cc`), Brazil's CPF and CNPJ, Canada's SIN and business
number, the US SSN, ITIN and bank routing number (`us.rtn`). Unchecked (shapes guessed): a
Portuguese SNS patient number, a Bermudian passport, an Ontario health card. Cards pass Luhn
(`v.card`, checked with `stdnum.luhn`); IBANs of Portugal, Brazil, Serbia, Bosnia, Jordan, the
British Virgin Islands, Slovenia and Gibraltar (each in 25 to 34 earlier corpora by a rough
grep), checked with `stdnum.iban`; seed phrases from mnemonic's Portuguese, English, Spanish,
French and Italian lists, checked with `Mnemonic(lang).check`.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored), 60 clean texts
and 10 clean metadata dicts.
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
from stdnum.br import cnpj as br_cnpj
from stdnum.br import cpf as br_cpf
from stdnum.ca import bn as ca_bn
from stdnum.ca import sin as ca_sin
from stdnum.pt import cc as pt_cc
from stdnum.pt import nif as pt_nif
from stdnum.us import itin as us_itin
from stdnum.us import rtn as us_rtn
from stdnum.us import ssn as us_ssn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 309_447_126
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


_FOOD = ["Cachalote", "Cagarro", "Verdelho", "Malassada", "Queijada", "Ananas", "Lapas",
         "Cozido", "Chicharro", "Espadarte", "Hortensia", "BoloLevedo", "Alcatra", "Arinto",
         "Massa", "Polvo", "Cracas", "Tremocos"]  # fmt: skip
_ISLES = ["Faial", "Pico", "Terceira", "Graciosa", "Flores", "Corvo", "SaoJorge", "Caldeira",
          "Capelinhos", "Sete", "Furnas", "Madalena", "Angra", "Horta", "Fajazinha"]  # fmt: skip
_NAMES = ["Duarte", "Filomena", "Tiago", "Ines", "Rui", "Marta", "Goreti", "Lurdes", "Nuno",
          "Conceicao", "Manny", "Kevin", "Ashley", "Thais", "Dwayne", "Keisha", "Jaquelina",
          "Helio"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["C4ch4l0t3", "V3rd3lh0", "H0rt3ns14", "C4ld31r4", "C4g4rr0", "M4l4ss4d4", "F41al",
         "P1c0Alt0", "T3rc31r4"]  # fmt: skip


def _boat(g: random.Random) -> str:
    """A whale-watching boat's name and its berth at the marina, as the skippers joke it up."""
    name = g.choice(["MarAzul", "Golfinho", "Baleeira", "Bote", "Lancha"])
    return f"{name}-P{g.randrange(1, 40)}{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_FOOD)}{g.randrange(1950, 2032)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_ISLES).lower()}_{g.choice(_FOOD).lower()}_{g.randrange(10, 100)}",
    lambda g: g.choice(_LEET) + str(g.randrange(100, 1000)) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    _boat,
    lambda g: f"{g.choice(_NAMES)}{g.choice(_ISLES)}{g.randrange(1, 100)}{g.choice(_SYMBOLS)}",
    _manager,
    lambda g: f"{g.choice(_FOOD)}.{g.choice(_ISLES)}.{g.randrange(1000, 10_000)}",
    lambda g: (
        _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2)
    ),
    lambda g: _r(g, ALNUM, 13),
    lambda g: f"Ilha{g.choice(_ISLES)}{g.randrange(1957, 2032)}{g.choice(_SYMBOLS)}",
]
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Marina desk note, Horta: the Garmin chartplotter admin password is {pw}",
    "Jitsi call notes (Duarte): the Pico adega's label printer web password is {pw}",
    "Remmina profile 'angra-guesthouse' password {pw}",
    "Checkmk site 'caldeirinha' cmkadmin password: {pw}",
    "Voice Memos transcript, Filomena: the till in Ponta Delgada, the password is {pw}",
    "Gravador de voz, Tiago: a palavra passe do router da adega é {pw}",
    "nota: a pass do pc da receção é {pw} n digas a ninguém",
    "Goreti: axo k a palavra passe do email é {pw} tb serve pro site",
    "atão a pass do computador do escritório de Angra é {pw}, bjs",
    "Lurdes: o código do portátil da loja é {pw} guarda isto",
    "Thaís: a senha do wifi lá de Floripa é {pw} kkkk anota aí",
    "Thaís: minha senha do Nubank? não, a do notebook é {pw} não conta pra ninguém",
    "prima, a senha nova do e-mail da agência é {pw} blz?",
    "Tia Conceição: Manny the password for Vovó's computer é {pw}, don't tell nobody",
    "Manny Arruda: ya the senha for the Fall River shop laptop is {pw}",
    "Joe Botelho: the password for the bakery tablet, it's {pw}, the one Avó made",
    "Kevin (Toronto): the Rogers modem admin password is {pw}, eh",
    "Ashley: fyi the password for Mom's Shoppers PC Optimum account is {pw}",
    "Kevin: the password on the cottage laptop in Muskoka is {pw}, don't lose it, bud",
    "Dwayne (Bermuda): ace boy, da password for da boat shed computer ees {pw}",
    "Keisha: wha ya sayin, da password is {pw}, don' tell nobody bey",
    "Dwayne: onion, da password for da Paget office ees {pw}",
    "password for the Horta dive centre's booking PC: {pw}",
    "Fireflies recap: Nuno said the Terceira NAS password was changed to {pw}",
    "tl;dv note: the Faial ticket kiosk password -> {pw}",
    "Trint transcript: and the password for the Madalena winery tablet is {pw}, okay",
    "Glip message from Rui: new password for the whale-watch booking site is {pw}",
    "Ryver topic 'Pico adega': cellar sensor hub password = {pw}",
    "pass da caixa registadora em Angra: {pw}",
    "a palavra-chave do portal das Finanças da empresa é {pw}, não partilhes",
    "Chanty, Marta: PC da receção de Horta → {pw}",
    "GroupMe 'Arruda cousins': Vovó's iPad code is {pw} ok",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["duarte.medeiros", "filomena", "tiago.furtado", "ines.pacheco", "rbettencourt",
          "marta.sousa", "goreti", "lurdes.raposo", "nuno.avila", "manny.arruda", "kmedeiros",
          "ashley.silveira", "thais.ramos", "dwayne.desilva", "recepcao", "adega-pico",
          "svc-booking", "caixa01"]  # fmt: skip
_LOGINS = [
    "Zabbix frontend: {u} / {pw}",
    "Mesa de ajuda #412: o {u} ficou bloqueado no POS, última pass {pw}",
    "utilizador {u} palavra passe {pw}",
    "Wiki › Ilhas › Faial › Cofre da marina: {u} — {pw}",
    "| sistema | utilizador | senha |\n|---|---|---|\n| Booking Horta | {u} | {pw} |",
    "entra no painel como {u} com {pw}",
    "login no portal é {u} e a senha é {pw}, vc consegue?",
    "user {u}\npass {pw}",
    "- host: nas-terceira\n  user: {u}\n  pass: {pw}",
    "sistema,utilizador,senha\nbilheteira-faial,{u},{pw}",
    "Manny: the login for the credit union site is {u} and the password {pw}",
    "Kevin: creds for the cottage camera app are {u} and {pw}, eh",
    "Dwayne: da login is {u}, password ees {pw}",
    "acesso ao anydesk do escritório: {u}:{pw}",
    "RustDesk id 418 227 905, user {u}, pwd {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["cachalote", "cagarro", "verdelho", "malassada", "queijada", "hortensia",
               "chicharro", "espadarte", "alcatra", "tremoco", "capelinhos", "lapinha"]  # fmt: skip
_SPELLED = [
    "a palavra passe é a palavra {w}, tudo minúsculo, e depois {d}",
    "a senha é {w} e no final o número {d}, tudo junto",
    "Vovó's password is the word {w}, then the number {d}",
    "the password is {w} with {d} at the end, all small letters",
    "da password ees da word {w}, den {d}",
    "voice note: the Terceira wifi password is {w} and after that {d}, no space",
    "escreve {w}, depois {d}",
    "é {w}{d}, palavra e números juntos",
    "it's {w}{d}, the word and the digits joined, eh",
    "Thaís: a senha é o nome do cachorro, {w}, seguido de {d}",
    "pass: {w} seguido de {d}",
    "Kevin: type {w} then {d}, that's the cottage password",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "smbmap -H 10.20.0.5 -u {u} -p '{pw}' -d CALDEIRINHA",
    "remmina -c rdp://{u}:{pw}@192.168.40.12",
    "zabbix_get -s nas-terceira -k system.uptime && mysql -u {u} -p'{pw}' zabbix",
    "virsh -c 'qemu+tcp://{u}@kvm-horta/system' --password '{pw}' list",
    "ldapmodify -x -H ldap://dc-pd -D 'cn={u},dc=caldeirinha,dc=lan' -w '{pw}'",
    "doctl auth init --context {u}; mysql -u{u} -p{pw}",
    "pwsh -c \"$p = ConvertTo-SecureString '{pw}' -AsPlainText -Force\"",
    "New-LocalUser -Name {u} -Password (ConvertTo-SecureString '{pw}' -AsPlainText -Force)",
    "ktpass -princ HTTP/pos.caldeirinha.lan@CALD.LAN -mapuser {u} -pass '{pw}' -out pos.keytab",
    "s-nail -S smtp-auth-user={u} -S smtp-auth-password='{pw}' -s teste ops@caldeirinha.pt",
    "linode-cli --as-user {u} linodes list; sshpass -p '{pw}' ssh {u}@adega-pico",
    "kafka-console-producer.sh --producer-property 'sasl.jaas.config=... password=\"{pw}\";'",
    "pvesh create /access/users --userid {u}@pve --password '{pw}'",
    "mqtt-cli pub -h broker.caldeirinha.lan -u {u} -pw '{pw}' -t adega/temp -m 14.2",
    "emqtt pub -h broker.caldeirinha.lan -u {u} -P {pw} -t marina/vento -m 22",
    "tightvnc -host=10.20.0.9 -password={pw}",
    "xtightvncviewer -passwd <(echo '{pw}') 10.20.0.9:1",
    "tsql -S pos-sql -U {u} -P '{pw}'",
    "clickhouse-client --host ch-pd --user {u} --password '{pw}' --query 'select 1'",
    "mongodump --uri mongodb://db-horta --username {u} --password '{pw}' --out /bk",
    "cypher-shell -a neo4j://graph-pd:7687 -u {u} -p '{pw}'",
    "etcdctl --endpoints=https://etcd1:2379 --user {u}:{pw} get /booking",
    "rpcclient -U 'CALDEIRINHA/{u}%{pw}' 10.20.0.5",
    "smbget -U {u}%{pw} smb://fs-pd/faturas/2032-04.pdf",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "duarte@adega-pico:~$ {c}", "[root@nas-terceira ~]# {c}",
    "PS C:\\caixa> {c}", "iSH no iPad da receção: {c}", "a-Shell: {c}", "tmate session: {c}",
    "o comando que corri: {c}", "the command Manny ran: {c}", "comando que eu rodei: {c}",
    "Kevin ran this on the cottage box: {c}", "da command Dwayne run: {c}",
    "history | tail -1\n  512  {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg-pd.caldeirinha.lan:5432/reservas",
    "mysql://{u}:{pw}@db-horta.caldeirinha.lan/marina",
    "mongodb+srv://{u}:{pw}@cluster0.azbooking.example/passeios",
    "redis://{u}:{pw}@cache-angra.caldeirinha.lan:6379/2",
    "amqp://{u}:{pw}@mq-pd.caldeirinha.lan:5672/vhost",
    "ftp://{u}:{pw}@ftp.adegapico.example/etiquetas/",
    "rtsp://{u}:{pw}@cam-cais.caldeirinha.lan:554/Streaming/Channels/101",
    "imaps://{u}:{pw}@mail.caldeirinha.example:993",
    "mssql+pymssql://{u}:{pw}@pos-sql.caldeirinha.lan:1433/Caixa",
    "clickhouse://{u}:{pw}@ch-pd.caldeirinha.lan:9000/turismo",
    "Server=pos-sql;Database=Caixa;User Id={u};Password={pw};TrustServerCertificate=True",
    "jdbc:postgresql://pg-pd:5432/reservas?user={u}&password={pw}",
    "webdav://{u}:{pw}@nas-terceira.caldeirinha.lan/fotos",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "a string de ligação antiga: {c}", "guarda esta ligação: {c}",
    "a string de conexão é {c}", "Manny's app config: {c}", "Mesa de ajuda #430: {c}",
    "Kevin: connection string for the cottage NAS {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _mapbox(g: random.Random) -> str:
    claims = {"u": "caldeirinha", "a": _r(g, LOWER_DIGITS, 25)}
    return f"sk.{v.b64url(claims)}.{_r(g, URLSAFE, 22)}"


_VENDORS: list[tuple[str, str, Maker]] = [
    ("AçorPay", "ACORPAY_SECRET_KEY", _j("acp_live_", (ALNUM, 32))),
    ("CagarroSMS", "CAGARRO_SMS_TOKEN", _j("cgs.", (URLSAFE, 40))),
    ("FaialCloud", "FAIALCLOUD_API_KEY", _j("fcl-", (LOWER_DIGITS, 36))),
    ("PicoMaps", "PICOMAPS_KEY", _j("pkm_", (ALNUM, 30))),
    ("HortaMarina", "HORTA_MARINA_PAT", _j("hm_pat_", (ALNUM, 34))),
    ("TerceiraTix", "TERCEIRATIX_TOKEN", _j("ttx_", (HEX, 40))),
    ("BaleiaWatch", "BALEIAWATCH_API_KEY", _j((HEX, 32))),
    ("LavaBook", "LAVABOOK_API_KEY", lambda g: v.uuid4(g, "b")),
    ("IlhaMail", "ILHAMAIL_KEY", _j("ilm-", (UPPER_DIGITS, 28))),
    ("VerdelhoPOS", "VERDELHO_POS_SECRET", _j("vpos_", (URLSAFE, 36))),
    ("GitHub", "GITHUB_TOKEN", _j("github_pat_11", (UPPER_DIGITS, 20), "_", (ALNUM, 59))),
    ("Stripe", "STRIPE_RESTRICTED_KEY", _j("rk_live_51", (ALNUM, 96))),
    ("Slack", "SLACK_USER_TOKEN", _j("xoxp-", (D, 12), "-", (D, 12), "-", (D, 13), "-", (HEX, 32))),
    ("OpenAI", "OPENAI_API_KEY", _j("sk-proj-", (URLSAFE, 74), "T3BlbkFJ", (URLSAFE, 74))),
    ("Anthropic", "ANTHROPIC_API_KEY", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("AWS", "AWS_ACCESS_KEY_ID", _j("AKIA", (UPPER_DIGITS, 16))),
    ("Google Maps", "GOOGLE_MAPS_KEY", _j("AIza", (URLSAFE, 35))),
    ("Mapbox", "MAPBOX_SECRET_TOKEN", _mapbox),
    ("Twilio", "TWILIO_API_KEY_SECRET", _j("SK", (HEX, 32))),
    ("SendGrid", "SENDGRID_API_KEY", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Hugging Face", "HF_TOKEN", _j("hf_", (ALNUM, 34))),
    ("Notion", "NOTION_TOKEN", _j("ntn_", (D, 11), (ALNUM, 35))),
    ("Figma", "FIGMA_TOKEN", _j("figd_", (URLSAFE, 40))),
    ("Netlify", "NETLIFY_AUTH_TOKEN", _j("nfp_", (ALNUM, 36))),
    ("Fly.io", "FLY_API_TOKEN", _j("fo1_", (URLSAFE, 43))),
    ("Pulumi", "PULUMI_ACCESS_TOKEN", _j("pul-", (HEX, 40))),
    ("Groq", "GROQ_API_KEY", _j("gsk_", (ALNUM, 52))),
    ("Replicate", "REPLICATE_API_TOKEN", _j("r8_", (ALNUM, 37))),
    ("Tailscale", "TS_AUTHKEY", _j("tskey-auth-", (ALNUM, 17), "-", (ALNUM, 33))),
    ("New Relic", "NEW_RELIC_API_KEY", _j("NRAK-", (UPPER_DIGITS, 27))),
    ("Docker Hub", "DOCKERHUB_TOKEN", _j("dckr_pat_", (URLSAFE, 27))),
    ("Linear", "LINEAR_API_KEY", _j("lin_api_", (ALNUM, 40))),
    ("DigitalOcean", "DIGITALOCEAN_TOKEN", _j("dop_v1_", (HEX, 64))),
    ("Shopify", "SHOPIFY_ADMIN_TOKEN", _j("shpat_", (HEX, 32))),
    ("Supabase", "SUPABASE_ACCESS_TOKEN", _j("sbp_", (HEX, 40))),
    ("Grafana", "GRAFANA_SA_TOKEN", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("Telegram", "TELEGRAM_BOT_TOKEN", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("npm", "NPM_TOKEN", _j("npm_", (ALNUM, 36))),
]  # fmt: skip
_NAMED = [
    "{vendor} API key: {tok}",
    "{env}={tok}",
    "export {env}='{tok}'",
    "chave da API do {vendor}: {tok}",
    "a chave do {vendor} é {tok}, n partilhes",
    "chave de API do {vendor} pra vc: {tok}",
    "Integrações › {vendor}: {tok}",
    "{vendor} integration broken, current key {tok}",
    "Manny: the {vendor} key for the shop é {tok}",
    "Kevin: {vendor} token for the cottage thing, eh: {tok}",
    "Dwayne: da {vendor} key ees {tok}",
    "Mesa de ajuda #455, token do {vendor}: {tok}",
    "{env}: \"{tok}\"",
    "token {vendor} novo → {tok}",
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


_BARE_PLACES = ["{t}", "Glip: {t}", "só aparece uma vez, toma:\n{t}", "o token é {t}",
                "{t}\n^ o novo, o antigo morreu", "guarda-me isto: {t}",
                "Dwayne: dis one {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)),
                _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey do sensor da adega (OTAA): {h}": 32,
    "HMAC secret do webhook da AçorPay: {h}": 64,
    "chave AES do backup do NAS de Terceira: {h}": 64,
    "pre-shared key do túnel IPsec Horta–Ponta Delgada (hex): {h}": 64,
    "Kevin: the cottage Home Assistant encryption key (hex) {h}": 64,
    "chave de criptografia do backup, Thaís: {h}": 48,
    "NwkSKey of the marina buoy (ABP): {h}": 32,
    "Dwayne: da boat tracker key ees {h}": 40,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Mesa de ajuda #470: token copiado do separador de rede {t}",
    "Cookie: idioma=pt-PT; cald_sess={t}",
    "BOOKING_ACCESS_TOKEN={t}",
    "guarda este bearer {t}",
    "o token é {t}",
    "Kevin: here's the JWT from the cottage app {t}",
    "Fireflies transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS384", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "8"), "iat": issued, "exp": issued + 7200,
                              "email": f"{rng.choice(_USERS)}@caldeirinha.example"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://auth.caldeirinha.example", "aud": "reservas", "role": "staff"}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 16)}
    sig = {"RS256": 342, "ES256": 86, "HS384": 64, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "chave antiga do servidor da marina, guarda:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/reservas.caldeirinha.example.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SAFT_SIGNING_KEY": "{key}", "nif": "placeholder"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_adega <<'END'\n{key}\nEND": ("EC PRIVATE KEY", "\n"),
    "Mesa de ajuda #481, colado pelo técnico:\n{key}": ("PRIVATE KEY", "\n"),
    "Manny: the key for the shop server\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "chave PGP do contabilista:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {
    "OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
    "EC PRIVATE KEY": "MHcCAQEEI",
    "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
    "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA",
    "PGP PRIVATE KEY BLOCK": "lQdGBG",
}


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 40) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "frase de recuperação da carteira Exodus, copiei do cartão: {p}": "portuguese",
    "Thaís: as 12 palavras da carteira dela são {p}": "portuguese",
    "palavras de recuperação da Trust Wallet da empresa\n{p}": "portuguese",
    "Manny: Vovó's crypto wallet words {p}": "english",
    "Kevin: Ledger recovery phrase for the cottage fund: {p}": "english",
    "voice memo: the Zengo backup words are {p} and that's all of them": "english",
    "Dwayne: da wallet words ees {p}": "english",
    "frase de recuperación de la cartera (del primo de Vigo): {p}": "spanish",
    "phrase de récupération du portefeuille de l'oncle de Québec : {p}": "french",
    "frase di recupero del portafoglio: {p}": "italian",
    "Thaís: frase semente da MetaMask {p}": "portuguese",
    "seed da carteira antiga (vazia?): {p}": "portuguese",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        " / ".join(words),
        " ".join(f"{k}-{w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)], "words": phrase}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card(rng: random.Random, brand: str) -> str:
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return number


_CARD_PLACES = [
    "cartão da empresa para o ferry: {c} val 09/35",
    "Thaís: número do cartão {c}, validade 03/34",
    "Manny: Vovó's Visa is {c} exp 11/33",
    "Kevin: card for the cottage booking {c} exp 06/36",
    "Dwayne: da card number ees {c}",
    "MB Way não deu, usa o cartão {c}",
    "card on file for the Horta marina berth: {c}",
    "cartão de crédito da adega {c} (só para a Vinipax)",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "discover", "jcb", "diners", "unionpay", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", "."][index % 5], rng)}


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = [
    "cartão acabado em {l}, código de segurança {cvv}",
    "Thaís: o CVV do cartão final {l} é {cvv}",
    "Manny: the three digits on the back of Vovó's card are {cvv}",
    "Kevin: CVV for the card ending {l} is {cvv}, eh",
    "Dwayne: da security code on da back ees {cvv}",
    "os três números atrás do cartão: {cvv}",
]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"l": _r(rng, D, 4), "cvv": _r(rng, D, 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


_IBAN_SHAPES = {"PT": "n" * 21, "BR": "n" * 23 + "a" + "c", "RS": "n" * 18, "BA": "n" * 16,
                "JO": "aaaa" + "n" * 4 + "c" * 18, "VG": "aaaa" + "n" * 16, "SI": "n" * 15,
                "GI": "aaaa" + "c" * 15}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    number = v.iban_shaped(rng, country, _IBAN_SHAPES)
    assert std_iban.is_valid(number)
    return number


_IBAN_PLACES = [
    "IBAN da Caldeirinha para a transferência: {i}",
    "o IBAN da adega do Pico é {i}",
    "Thaís: manda pra esse IBAN {i}",
    "Manny: Tia's IBAN for the house in Rabo de Peixe {i}",
    "Kevin: wire it to IBAN {i}, eh",
    "Dwayne: da IBAN ees {i}",
    "NIB/IBAN do fornecedor de atum: {i}",
    "Mesa de ajuda #502: IBAN errado na fatura, o certo é {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": v.iban_spaced(number) if index % 2 == 0 else number}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _nif(g: random.Random) -> str:
    return v.until(g, _j(g.choice("1235"), (D, 8)), pt_nif.is_valid)


def _cc(g: random.Random) -> str:
    number = v.until(g, _j((D, 9), (UPPER, 2), (D, 1)), pt_cc.is_valid)
    return str(pt_cc.format(number))


def _cpf(g: random.Random) -> str:
    return str(br_cpf.format(v.until(g, _j((D, 11)), br_cpf.is_valid)))


def _cnpj(g: random.Random) -> str:
    return str(br_cnpj.format(v.until(g, _j((D, 8), "0001", (D, 2)), br_cnpj.is_valid)))


def _sin(g: random.Random) -> str:
    return str(ca_sin.format(v.until(g, _j(g.choice("12345679"), (D, 8)), ca_sin.is_valid)))


def _bn(g: random.Random) -> str:
    return v.until(g, _j((D, 9)), ca_bn.is_valid)


def _ssn(g: random.Random) -> str:
    return v.until(g, v.ssn_number, us_ssn.is_valid)


def _itin(g: random.Random) -> str:
    make = _j("9", (D, 2), "-", g.choice(["70", "78", "83", "90", "94"]), "-", (D, 4))
    return v.until(g, make, us_itin.is_valid)


def _rtn(g: random.Random) -> str:
    return v.until(g, _j("0", g.choice("1234"), (D, 7)), us_rtn.is_valid)


def _utente(g: random.Random) -> str:
    """A Portuguese SNS patient number: nine digits (no check verified here)."""
    return _r(g, D, 9)


def _bm_passport(g: random.Random) -> str:
    """A Bermudian passport: a letter and seven digits, shape guessed."""
    return g.choice("BD") + _r(g, D, 7)


def _ohip(g: random.Random) -> str:
    """An Ontario health card: ten digits and two letters, unchecked here."""
    return f"{_r(g, D, 4)}-{_r(g, D, 3)}-{_r(g, D, 3)}-{_r(g, UPPER, 2)}"


_ID_PLACES: dict[str, Maker] = {
    "NIF do Duarte para a fatura: {s}": _nif,
    "o meu número de contribuinte é {s}": _nif,
    "Cartão de Cidadão da Goreti, nº {s}": _cc,
    "nº do CC da Lurdes pro seguro: {s}": _cc,
    "Thaís: meu CPF é {s}": _cpf,
    "CPF da prima pra reserva: {s}": _cpf,
    "CNPJ da agência de Floripa: {s}": _cnpj,
    "Kevin: my SIN for the rental form is {s}": _sin,
    "Ashley's social insurance number: {s}": _sin,
    "business number of the Toronto bakery (CRA): {s}": _bn,
    "Manny: Vovó's social security number {s}": _ssn,
    "Tia Conceição's SSN is {s}, for the Medicare form": _ssn,
    "Joe's ITIN before he got the SSN: {s}": _itin,
    "Manny: routing number for the Fall River credit union {s}, account 40021873": _rtn,
    "nº de utente do SNS da avó: {s}": _utente,
    "Dwayne: me passport number ees {s}": _bm_passport,
    "Kevin: OHIP number {s}": _ohip,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


_BACKUPS = ["códigos de recuperação da conta Google da Caldeirinha\n{codes}",
            "Thaís: códigos de backup do Instagram {codes}",
            "Manny: Vovó's backup codes for the email {codes}",
            "Kevin: 2FA backup codes for the cottage Google account\n{codes}",
            "Dwayne: da backup codes dem {codes}",
            "códigos de segurança do Microsoft 365 da loja: {codes}",
            "2FA backup codes (AçorPay dashboard): {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/AcorPay:duarte@caldeirinha.example?secret={s}&issuer=AcorPay",
              "chave de configuração manual do 2FA do portal: {s}",
              "Kevin: TOTP secret for the cottage router {s}",
              "Thaís: a chave do autenticador é {s}",
              "2FA setup key for Vovó's bank: {s}"]  # fmt: skip
_CODES = ["{c} é o teu código de verificação CagarroSMS", "Código Nubank: {c}. Não compartilhe",
          "Your RBC verification code is {c}", "Use {c} to sign in to Butterfield Online",
          "código de confirmação MB WAY: {c}", "Manny: the code they texted is {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = index % 4
    codes = v.backup_codes(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4]
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Caldeirinha-Rececao", "MEO-Adega-Pico", "NOS_Marina_Horta", "Vodafone-Angra-5G",
          "Casa da Vovo", "Rogers-Cottage-5G", "BTC-DeSilva", "Floripa_Casa_2G",
          "Bell Muskoka", "Xfinity-FallRiver"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, palavra passe {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "rede: {s}\nchave: {pw}",
    "a pass da rede {s} é {pw}",
    "Thaís: a senha do wifi {s} é {pw}",
    "Manny: Vovó's wifi {s} password {pw}",
    "Kevin: cottage wifi is {s}, password {pw}, eh",
    "Dwayne: da wifi {s} password ees {pw}",
    "network name: {s} / key {pw}",
    "chave WPA2 do router da marina: {pw}",
    "a chave que vem por baixo do router MEO: {pw}",
    "Raspberry Pi Imager, wireless LAN: SSID {s}, password {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 20)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("acp_live_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("ghp_", (ALNUM, 36)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["vou ditar letra a letra: {t}", "[ditado na chamada] {t}",
          "(com espaços pra não aparecer na pré-visualização) {t}",
          "Kevin reading it out: {t}", "Dwayne: one by one {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " | ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["código do cadeado do armazém do cais: {pw}", "código do alarme da loja: {pw}",
          "Thaís: a senha do portão é {pw}", "Manny: Vovó's garage keypad {pw}",
          "Kevin: the cottage lockbox code is {pw}", "Dwayne: da boat shed padlock ees {pw}",
          "PIN do cartão da adega: {pw}", "o PIN do telemóvel da receção é {pw}",
          "cofre do quarto 4 em Angra: {pw}#",
          "código da porta do escritório de Horta → {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["cachalote", "cagarro", "verdelho", "hortensia", "caldeira", "lapinha",
                 "bruma", "basalto", "vinha", "baleeiro", "furnas", "tremoco", "ananas",
                 "queijada"]  # fmt: skip
_PHRASES = {"frase-passe do cofre Bitwarden da empresa: {p}": " ",
            "Proton Pass master passphrase (Kevin): {p}": "-",
            "frase-senha do Enpass da Thaís: {p}": ".",
            "Manny: the passphrase for Vovó's laptop is {p}": " ",
            "Dwayne: da passphrase ees {p}": "_",
            "passphrase do disco cifrado do NAS: {p}": " ",
            "KeePassXC master passphrase: {p}": "-",
            "frase de acesso do backup: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "curl -H 'Authorization: Basic {t}' https://api.lavabook.example/v1/reservas": True,
    "Authorization: Basic {t}": True,
    "proxy_set_header Authorization \"Basic {t}\";": True,
    "curl -H \"Authorization: Bearer {t}\" https://api.faialcloud.example/v2/boats": False,
    "Postman header → Authorization: Bearer {t}": False,
    "o header é Authorization: Bearer {t}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        raw = f"{rng.choice(_USERS)}:{_plain_pw(rng)}".encode()
        return {"t": base64.b64encode(raw).decode()}
    return {"t": _r(rng, URLSAFE, 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "t")


_CONFIGS = [
    "freetds.conf:\n[pos-sql]\n  host = 10.20.0.7\n  user = caixa\n  password = {pw}",
    "checkmk site.conf:\nautomation_secret = {pw}",
    "zabbix_agent2.conf:\nPlugins.Mysql.Sessions.adega.Password={pw}",
    "remmina profile:\n[remmina]\nusername=recepcao\npassword={pw}",
    "mosquitto passwd input:\nadega:{pw}",
    ".my.cnf:\n[client]\nuser=booking\npassword={pw}",
    "application.properties:\nspring.datasource.password={pw}",
    "docker-compose.yml:\n  environment:\n    POSTGRES_PASSWORD: {pw}",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "config.toml:\n[database]\nuser = \"reservas\"\npassword = \"{pw}\"",
    "appsettings.json:\n\"SmtpPassword\": \"{pw}\"",
    "rclone.conf:\n[nas]\ntype = webdav\nuser = fotos\npass = {pw}",
    "nextcloud config.php:\n'dbpassword' => '{pw}',",
    "odoo.conf:\n[options]\ndb_user = odoo\ndb_password = {pw}",
    "fetchmailrc:\npoll mail.caldeirinha.example user 'loja' password '{pw}'",
    "settings.py:\nEMAIL_HOST_PASSWORD = \"{pw}\"",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_ENVS = [
    ".env da app de reservas:\nDB_USER=reservas\nDB_PASSWORD={pw}",
    ".env:\nSMTP_PASS={pw}\nSMTP_HOST=mail.caldeirinha.example",
    "Manny's .env:\nSHOP_ADMIN_PASSWORD={pw}",
    "Kevin: .env for the cottage dashboard\nHA_PASSWORD={pw}",
    "export MARINA_DB_PASS={pw}",
    ".env.production:\nREDIS_PASSWORD={pw}",
    "set POS_SQL_PASSWORD={pw}",
    "Thaís .env:\nMAIL_PASSWORD={pw}",
]  # fmt: skip
_envs = _Family("env_file", _ENVS, _with(_plain_pw), "pw")


_CHATS = [
    "Duarte: pass do wifi da adega?\nTiago: {pw}",
    "[07:41] nuno: qual é a pass do NAS?\n[07:42] marta: {pw}",
    "Goreti: {pw} é a nova pass do pc da caixa",
    "Rui: usa {pw}, é o que o router tem agora",
    "Thaís: senha do Netflix?\nprima: {pw}",
    "Tia Conceição: Manny what's the password?\nManny: {pw}",
    "Kevin: {pw} is the new cottage router password, eh",
    "Dwayne: {pw} ees da new password fa da shed",
    "Lurdes: a nova palavra-passe é {pw}",
    "Ashley: changed the Shoppers password to {pw}",
    "Inês: ficou {pw}, guarda isso",
    "Keisha: wha ees da password?\nDwayne: {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 22), (_spelled, 12), (_cli, 34), (_urls, 14), (_vendors, 50),
    (_bare, 7), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 7), (_totp, 5), (_codes, 6), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 10), (_phrases, 8), (_auth, 6), (_configs, 16),
    (_chats, 12), (_envs, 8),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _portuguese_seed(g: random.Random) -> str:
    return str(_MNEMO["portuguese"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


_SPLIT_PASSWORDS = {
    "a palavra passe do router é": "{s}", "pass do POS:": "{s} (desde a troca em março)",
    "a senha é": "{s}", "Vovó's password é": "{s}\nchange it after Easter",
    "cottage password, eh:": "{s}", "da password ees": "{s}", "palavra-passe:": "{s}",
    "the password Kevin read over the phone was": "{s}, I think",
    "senha do wifi": "{s}", "Checkmk password": "{s}",
}  # fmt: skip


def _visa(g: random.Random) -> str:
    return v.grouped(_card(g, "visa"), " ", g)


def _five(g: random.Random) -> str:
    return " ".join(g.sample(_PHRASE_WORDS, 5))


_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "chave da API BaleiaWatch", "{s}", _j((HEX, 32))),
    ("split_token", "AçorPay key:", "{s} (produção)", _j("acp_live_", (ALNUM, 32))),
    ("split_token", "LavaBook client secret", "{s}", lambda g: v.uuid4(g, "b")),
    ("split_seed", "palavras de recuperação", "{s}", _portuguese_seed),
    ("split_card", "número do cartão", "{s} val 10/35", _visa),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "PT"))),
    ("split_backup", "códigos de recuperação", "{s}\n48213967\n55019382", lambda g: _r(g, D, 8)),
    ("split_otp", "chave TOTP", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "NIF", "{s}", _nif),
    ("split_phrase", "frase-passe do Bitwarden", "{s}", _five),
]  # fmt: skip


def _mc(g: random.Random) -> str:
    return v.grouped(_card(g, "mastercard"), " ", g)


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in rows]


_code8 = _j((D, 4), "-", (D, 4))
_PWD: tuple[str, Maker] = ("meta_password", _plain_pw)
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"marina": {"url": "https://plotter.lan", "admin_password": "{s}"}}': _PWD,
    '{"palavra_passe": "{s}"}': _PWD,
    '{"conta": {"utilizador": "goreti", "senha": "{s}"}}': _PWD,
    '{"routers": [{"name": "adega"}, {"name": "marina", "web_password": "{s}"}]}': _PWD,
    '{"argv": ["clickhouse-client", "--user", "turismo", "--password", "{s}"]}': _PWD,
    '{"nota": "a pass do computador da caixa é {s}"}': _PWD,
    '{"senha": "{s}"}': _PWD,
    '{"transcript": "log into the cottage router with the password {s}"}': _PWD,
    '{"baleiawatch": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"acorpayToken": "{s}"}': ("meta_token", _j("acp_live_", (ALNUM, 32))),
    '{"lavabook_key": "{s}"}': ("meta_token", lambda g: v.uuid4(g, "b")),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"pagamento": {"card_number": "{s}", "exp": "07/36"}}': ("meta_card", _mc),
    '{"fornecedor": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "BA")),
    '{"cliente": {"cpf": "{s}"}}': ("meta_id", _cpf),
    '{"mfa": {"recovery_codes": ["{s}", "4821-3367", "9902-1184"]}}': ("meta_otp", _code8),
    '{"carteira": {"seed_words": "{s}"}}': ("meta_seed", _portuguese_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"armazem": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "MEO-Adega-Pico", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"paho_mqtt-2.1.0-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"chartplotter-fw-31.20.bin").hexdigest()
_COMMIT = hashlib.sha1(b"reservas: add Pico ferry timetable", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"caixa: revert VAT rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"vindima_2032.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Lembra-me de mudar a palavra passe do router da adega antes da vindima de setembro.",
    "A pass do wifi dos hóspedes está no cartão da receção.",
    "Política: as palavras-passe têm pelo menos 14 caracteres e ficam só no cofre.",
    "Não ponham senhas no grupo, mandem o link do cofre.",
    "A linha `BALEIAWATCH_API_KEY=replace-me` do `.env.example` é só um exemplo.",
    "O plotter pede uma nova palavra passe depois de cada atualização.",
    "Substitui <TUA_CHAVE_ACORPAY> no README pela chave do painel.",
    "ACORPAY_SECRET_KEY e LAVABOOK_API_KEY têm de estar definidas antes da sincronização.",
    "n digas a tua pass a ninguém, tá?",
    "Thaís: nunca passa tua senha pra ninguém, viu?",
    "Manny: Vovó forgot her password again, I'll reset it Sunday.",
    "Kevin: the cottage wifi password is on the fridge, eh.",
    "Dwayne: don' tell nobody ya password, bey.",
    "A senha precisa ter no mínimo oito caracteres.",
    "The password must be at least twelve characters long.",
    "Upgraded paho-mqtt from 1.6.1 to 2.1.0 on the adega sensor hub.",
    f"commit {_COMMIT} adds the Pico ferry timetable.",
    f"Voltámos ao {_SHORT} depois do erro no arredondamento do IVA.",
    f"requirements.txt: paho-mqtt==2.1.0 --hash=sha256:{_WHEEL_SUM}",
    f"Firmware 31.20 do plotter, checksum SHA-256 {_FIRMWARE_SUM}.",
    f"MD5 de vindima_2032.csv é {_MD5}, igual à cópia do NAS.",
    "Pedido 7c2e81d4-3b5a-4e09-a6f1-8d0c5b7e3f29 é o lento nos logs das reservas.",
    "Encomenda EN-2032-00417: 24 caixas de vinho branco para Ponta Delgada, sai quinta.",
    "Mesa de ajuda #519: o ar condicionado do quarto 3 em Angra faz barulho.",
    "Liga para a loja de Ponta Delgada, +351 296 000 418, antes do meio-dia.",
    "Ferry Horta–Madalena às 07:45 e 09:15; bilhete 3,90 €.",
    "Passeio de baleias às 10:00, 65 € por adulto, 45 € criança.",
    "A adega fecha às 18h; prova de vinhos 12 € por pessoa.",
    "Depois de cinco tentativas erradas o POS bloqueia a conta 15 minutos.",
    "O segredo da massa sovada da Graciosa é a manteiga fresca.",
    "Pergunta ao Tiago o código do cadeado, eu não sei.",
    "O meu cartão acabado em 4417 foi recusado no supermercado.",
    "O fornecedor quer o IBAN na fatura sem espaços.",
    "Imprime os códigos de recuperação da conta e guarda no cofre.",
    "Nenhuma carteira te vai pedir a frase de recuperação.",
    "Guarda `ACORPAY_SECRET_KEY` no cofre, nunca no repositório.",
    "O cadeado do armazém do cais enferruja com o sal; põe óleo todos os meses.",
    "A AçorPay mudou a página das chaves para Definições › Programadores.",
    "A rede de convidados 'Caldeirinha-Guest' é aberta, sem palavra passe.",
    "Lote de vinho LT-2032-PICO-0311, 750 ml, 13,5 % vol.",
    "Manny: the Fall River feast is the first weekend of August, bring the malassadas.",
    "Kevin: Tim Hortons on Dundas, 8 am, double-double for Mom.",
    "Dwayne: ferry from Dockyard at 10:15, $5 fare, see ya at Somerset.",
    "Thaís: voo Floripa–Lisboa–Ponta Delgada dia 12, chego às 14h20.",
    "A versão 4.2.1 da app de reservas corrige o fuso horário dos Açores.",
    "Voo SP 102 Ponta Delgada–Horta às 11:20, porta 4.",
    "Matrícula do barco: HT-1096-MA, registado na Capitania da Horta.",
    "O código postal da loja é 9500-150 Ponta Delgada.",
    "Reserva RS-48213 para dois quartos, check-in 15:00.",
    "Temperatura da adega 14 °C, humidade 78 %.",
    "Ashley: password reset emails from Shoppers go to spam, check there.",
    "Tia Conceição: the password thing on the computer confuses me, Manny will help.",
    "O técnico disse que a senha do router é a que está no autocolante, não a mudem.",
    "A chave do carro está na gaveta da receção.",
    "Palavra passe esquecida? Carrega em 'Recuperar'.",
    "The PIN pad at the Horta shop is broken, cash only today.",
    "Código do produto: QJ-GRA-012, bolos da Graciosa, caixa de 6.",
    "Fatura FT 2032/1096, total 248,60 € com IVA a 16 %.",
    "Token count for the booking summary: 1 204 prompt, 312 completion.",
    "Dwayne: da secret to a good fish chowder ees sherry peppers, bey.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "cofre/caldeirinha/plotter", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "paho-mqtt", "version": "2.1.0"}}',
    '{"ticket": "519", "encomenda": "EN-2032-00417"}',
    '{"lote": {"id": "LT-2032-PICO-0311", "volume_ml": 750, "abv": 13.5}}',
    '{"telefone": "+351 296 000 418", "cidade": "Ponta Delgada"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "garrafas": 1284}',
    '{"ferry": "Horta-Madalena", "partida": "07:45", "preco_eur": 3.9}',
    '{"reserva": "RS-48213", "quartos": 2, "check_in": "15:00"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
