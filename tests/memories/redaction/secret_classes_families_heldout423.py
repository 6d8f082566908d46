# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-twenty-third corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four hundred and twenty-first's
docstring, the fifth to four hundred and twenty-first only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (422, 424, 425), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (423_518_206), password words (a
peak or lake of the Cordillera Blanca, a trout or bus word, with a number and a sign,
`ChopicalquiTrucha58!`; dot-joined words with a year, `yungay.combi.2031`; leet `H4sc4r4n#62`;
random runs with a sign; dashed generator groups; a person and a town, `Eusebio@Carhuaz2030`).

The fictional company is Qori Rit'i Andes S.A.C. of Huaraz, Ancash, Peru: Rit'i Trek (an
invented trekking outfitter on an invented Jr. Simón Bolívar office), Truchas Laguna Azulcocha
(an invented trout farm above Yungay) and Transportes Cordillera Yungay (an invented bus line
Huaraz-Carhuaz-Yungay-Caraz). Staff: Teodoro Huamán (IT), Marleni Chinchay (the trout farm),
Eusebio Solís (an arriero who texts in Ancash Quechua and Spanish), Rosa Obregón (the bus line's
ticket office), the Chamonix guides Mathilde Favre and Bastien Roux, the Austrian mountain guide
Florian Gruber from the Stubaital, and a Korean trekking group led by Kim Seo-yeon and Park
Ji-hoon. Every company, person, address, domain (`qoriritii.lan`, `ritii-trek.example`,
`truchas-azulcocha.example`, `cordillera-yungay.example`), account and number is invented;
only the region is real. Texts: WhatsApp and KakaoTalk chats, tickets, notes, runbooks, shell
history, config and env files, URLs, voice-note transcripts, SMS and requests to the assistant;
separators: a colon, `=`, `->`, `→`, `=>`, `/`, `|`, `::`, a tab, `es`, `c'est`, `is`, `는`,
`kaymi`, `—`, a new line, a question then its answer, a value said first and named after.

Grep counts (heldouts 5 to 421, grep -l): none for `Carhuaz`, `Chopicalqui`, `pakasha`; one for
`Huaraz`, `Yungay`, `Chamonix`, `Llanganuco`, `Bergführer`, `Servus`, `Inngest`, `Trigger.dev`,
`Storyblok`, `Sanity`, `PostHog`, `IBAN HN`, `IBAN RU`; two to three for `Ancash`, `Huaylas`,
`Caraz`, `Knock`, `Lemon Squeezy`, `Pusher`, `at.uid`, `IBAN MN`, `IBAN OM`, `IBAN TL`,
`IBAN FK`; six for `at.vnr`, seven for `yaykunapaq`; twenty-one to twenty-eight for `pe.cui`,
`pe.ruc`, `kr.rrn`, `Quechua`; `mot de passe` (174), `Kennwort` (128) and `비밀번호` (103) are
common, so `mdp`, `des Passwort`, `비번` and `비밀번호는` stand beside them.
Languages: about half English, config or shell; the rest in the Peruvian Spanish of the Andes as
texted (`oe`, `causa`, `ya pe`, `la clave es`, `manya`, `al toque`), Ancash Quechua (`pakasha
shimi`, `yaykunapaq`, `kaymi`, `ama pitapis willankitsu`), the French of Chamonix climbers (`le
mdp c'est`, `code du refuge`, `la clé wifi`), the German of an Austrian guide (`Servus`, `des
Passwort is`, `Oida`, `Griaß di`) and the Korean of a trekking group (`비번`, `와이파이 비밀번호는`,
`인증번호`, `ㅋㅋ`). The Quechua words, the Austrian spellings, the Korean chat style and the
Andean slang are my guesses.
Vendors: the invented RitiBooking, TruchaSense, Yungay Boletos and Azulcocha Cloud, plus Inngest,
Trigger.dev, PostHog, Storyblok, Sanity, Knock, Lemon Squeezy, Pusher, Resend, GitHub, GitLab,
Slack, Stripe, OpenAI, Anthropic, AWS, Google, Hugging Face, npm, SendGrid, Twilio, Telegram,
PyPI, Shopify, DigitalOcean, Linear, Groq, Doppler, Vault, Grafana, Postman, Databricks, Docker
Hub, Brevo, NVIDIA, Perplexity, xAI, Replicate, Tailscale and Supabase shapes. Ids: Peru's RUC and
CUI (DNI), Austria's UID and social insurance number (VNR), Korea's resident registration number
and France's SIRET, each drawn until its `stdnum` module validates it. IBANs of Honduras, Russia,
Mongolia, Oman, Timor-Leste and the Falkland Islands, checked with `stdnum.iban`; seed phrases
from `mnemonic`'s English, Spanish, French and Korean lists, each checked with `Mnemonic.check`;
cards pass Luhn (Visa, Mastercard, Amex, Diners and JCB prefixes).
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import hashlib
import json
import random
import string
from typing import Any

from mnemonic import Mnemonic
from stdnum.at import uid as at_uid
from stdnum.at import vnr as at_vnr
from stdnum.fr import siret as fr_siret
from stdnum.kr import rrn as kr_rrn
from stdnum.pe import cui as pe_cui
from stdnum.pe import ruc as pe_ruc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 423_518_206
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS = LOWER + D
URLSAFE = ALNUM + "-_"
Maker = v.Maker
_r, _j = v.r, v.token

_PEAKS = ["Huascaran", "Chopicalqui", "Alpamayo", "Pisco", "Yanapaccha", "Huandoy", "Copa",
          "Vallunaraju", "Ishinca", "Tocllaraju", "Urus", "Pastoruri", "Churup",
          "Rajucolta"]  # fmt: skip
_WORDS = ["Trucha", "Combi", "Arriero", "Burro", "Carpa", "Mochila", "Piolet", "Cuerda",
          "Quenual", "Ichu", "Laguna", "Glaciar", "Morena", "Boleto"]  # fmt: skip
_TOWNS = ["Huaraz", "Carhuaz", "Yungay", "Caraz", "Mancos", "Recuay", "Marcara", "Anta",
          "Tarica", "Vicos", "Pitec", "Musho", "Cashapampa", "Colcabamba"]  # fmt: skip
_NAMES = ["Teodoro", "Marleni", "Eusebio", "Rosa", "Mathilde", "Bastien", "Florian", "Seoyeon",
          "Jihoon", "Yovana", "Nilo", "Efrain", "Lidia", "Hyunwoo"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+="
_LEET = ["H4sc4r4n", "Alp4m4y0", "Tr0ch4", "C0mb1", "P10l3t", "Y4n4p4cch4", "Chur0p"]


def _peak(g: random.Random) -> str:
    return f"{g.choice(_PEAKS)}{g.choice(_WORDS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}"


_PICKS: list[Maker] = [
    _peak,
    lambda g: f"{g.choice(_TOWNS).lower()}.{g.choice(_WORDS).lower()}.{g.randrange(2024, 2036)}",
    lambda g: f"{g.choice(_LEET)}{g.choice(_SYMBOLS)}{g.randrange(10, 100)}",
    lambda g: _r(g, ALNUM, 12) + g.choice(_SYMBOLS) + _r(g, ALNUM, 3),
    lambda g: "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3)),
    lambda g: f"{g.choice(_NAMES)}@{g.choice(_TOWNS)}{g.randrange(2020, 2036)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_PEAKS)}_{g.randrange(4000, 6800)}m{g.choice(_SYMBOLS)}",
]


def _pw(g: random.Random) -> str:
    return g.choice(_PICKS)(g)


def _plain(g: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(g, _pw, lambda s: all(c in ALNUM + "._-" for c in s))


def _fill(g: random.Random, template: str, make: Maker) -> tuple[str, str]:
    secret = make(g)
    return template.replace("{s}", secret), secret


def _family(g: random.Random, cls: str, n: int, templates: list[str], make: Maker) -> list[Sample]:
    out = []
    for template in v.cycle(g, templates, n):
        text, secret = _fill(g, template, make)
        out.append(Sample(cls, text, secret))
    return out


# --- values -------------------------------------------------------------------------------


def _iban(g: random.Random, country: str) -> str:
    shapes = {"HN": "aaaa" + "n" * 20, "RU": "n" * 14 + "c" * 15, "MN": "n" * 16,
              "OM": "nnn" + "c" * 16, "TL": "n" * 19, "FK": "aa" + "n" * 12}  # fmt: skip
    return v.iban_shaped(g, country, shapes)


def _iban_any(g: random.Random) -> str:
    number = _iban(g, g.choice(["HN", "RU", "MN", "OM", "TL", "FK"]))
    return v.iban_spaced(number) if g.random() < 0.5 else number


def _ruc(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice(["10", "20"]) + _r(h, D, 9), pe_ruc.is_valid)


def _cui(g: random.Random) -> str:
    return v.until(g, lambda h: _r(h, D, 8) + "-" + _r(h, D, 1), pe_cui.is_valid)


def _uid(g: random.Random) -> str:
    return v.until(g, lambda h: "ATU" + _r(h, D, 8), at_uid.is_valid)


def _date6(g: random.Random) -> str:
    return f"{g.randrange(1, 29):02d}{g.randrange(1, 13):02d}{g.randrange(50, 100):02d}"


def _vnr(g: random.Random) -> str:
    return v.until(g, lambda h: _r(h, "123456789", 1) + _r(h, D, 3) + " " + _date6(h),
                   at_vnr.is_valid)  # fmt: skip


def _rrn(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        date = f"{h.randrange(70, 100):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        return f"{date}-{h.choice('12')}{_r(h, D, 6)}"

    return v.until(g, make, kr_rrn.is_valid)


def _siret(g: random.Random) -> str:
    return v.until(g, lambda h: _r(h, "123456789", 1) + _r(h, D, 13), fr_siret.is_valid)


def _card(g: random.Random) -> str:
    number = v.card(g, g.choice(["visa", "mastercard", "amex", "diners", "jcb"]))
    return v.grouped(number, g.choice([" ", "-", "", " "]), g)


_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "spanish", "french", "korean")}


def _seed(g: random.Random, lang: str) -> str:
    entropy = bytes(g.randrange(256) for _ in range(g.choice([16, 16, 32])))
    return str(_MNEMO[lang].to_mnemonic(entropy))


def _jwt(g: random.Random) -> str:
    head = v.b64url({"alg": "HS256", "typ": "JWT"})
    body = v.b64url({"sub": f"guia-{g.randrange(100, 999)}", "iss": "ritii-trek.example",
                     "exp": g.randrange(1_900_000_000, 2_100_000_000)})  # fmt: skip
    return f"{head}.{body}.{_r(g, URLSAFE, 43)}"


def _pem(g: random.Random) -> str:
    kind = g.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    lines = [_r(g, ALNUM + "+/", 64) for _ in range(g.randrange(4, 8))]
    lines.append(_r(g, ALNUM + "+/", g.randrange(10, 60)) + "==")
    return f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----"


def _wifi(g: random.Random) -> str:
    makers: list[Maker] = [
        _pw,
        _j((ALNUM, 16)),
        _j((D, 10)),
        lambda h: f"{h.choice(_WORDS)}{h.choice(_PEAKS)}{h.randrange(100, 999)}",
    ]
    return g.choice(makers)(g)


def _pin(g: random.Random) -> str:
    return _r(g, D, g.choice([4, 4, 5, 6, 8]))


def _phrase(g: random.Random) -> str:
    words = ["trucha", "glaciar", "combi", "quenual", "arriero", "piolet", "laguna", "morena",
             "condor", "ichu", "carpa", "burro", "neblina", "puna", "chakra", "olla"]  # fmt: skip
    return " ".join(g.sample(words, g.choice([4, 5])))


_VENDOR: dict[str, Maker] = {
    "GitHub": _j("ghp_", (ALNUM, 36)),
    "GitLab": _j("glpat-", (URLSAFE, 20)),
    "Slack": _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24)),
    "Stripe": _j("sk_live_", (ALNUM, 99)),
    "OpenAI": _j("sk-proj-", (URLSAFE, 48), "T3BlbkFJ", (URLSAFE, 48)),
    "Anthropic": _j("sk-ant-api03-", (URLSAFE, 93), "AA"),
    "AWS": _j("AKIA", (UPPER + "234567", 16)),
    "Google": _j("AIza", (URLSAFE, 35)),
    "Hugging Face": _j("hf_", (ALNUM, 34)),
    "npm": _j("npm_", (ALNUM, 36)),
    "SendGrid": _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43)),
    "Twilio": _j("SK", (HEX, 32)),
    "Telegram": _j((D, 10), ":AA", (URLSAFE, 33)),
    "PyPI": _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 60)),
    "Shopify": _j("shpat_", (HEX, 32)),
    "DigitalOcean": _j("dop_v1_", (HEX, 64)),
    "Linear": _j("lin_api_", (ALNUM, 40)),
    "Groq": _j("gsk_", (ALNUM, 52)),
    "Doppler": _j("dp.st.prd.", (ALNUM, 40)),
    "Vault": _j("hvs.", (URLSAFE, 90)),
    "Grafana": _j("glsa_", (ALNUM, 32), "_", (HEX, 8)),
    "Postman": _j("PMAK-", (HEX, 24), "-", (HEX, 34)),
    "Databricks": _j("dapi", (HEX, 32)),
    "Docker Hub": _j("dckr_pat_", (URLSAFE, 27)),
    "Brevo": _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16)),
    "NVIDIA": _j("nvapi-", (URLSAFE, 64)),
    "Perplexity": _j("pplx-", (ALNUM, 48)),
    "xAI": _j("xai-", (ALNUM, 80)),
    "Replicate": _j("r8_", (ALNUM, 37)),
    "Tailscale": _j("tskey-auth-", (ALNUM, 12), "CNTRL-", (ALNUM, 33)),
    "Supabase": _j("sbp_", (HEX, 40)),
    "Resend": _j("re_", (ALNUM, 8), "_", (ALNUM, 24)),
    "PostHog": _j("phx_", (ALNUM, 47)),
    "Inngest": _j("signkey-prod-", (HEX, 64)),
    "Trigger.dev": _j("tr_prod_", (ALNUM, 20)),
    "Knock": _j("sk_", (URLSAFE, 43)),
    "Sanity": _j("sk", (ALNUM, 180)),
}

# --- secrets ------------------------------------------------------------------------------

_LABELLED = [
    "Teodoro: the router admin password for the Jr. Bolívar office is {s}",
    "password: {s}",
    "PASSWORD={s}",
    "ticket RT-4471 — Yungay ticket-office PC, local admin pw -> {s}",
    "Azulcocha feeder controller / password / {s}",
    "booking laptop | pwd | {s}",
    "Sophos firewall at the trout farm\npassword\n{s}",
    "What's the new password for the RitiBooking back office?\n{s}",
    "note to self: the Yungay depot NAS password is now {s}",
    "db password → {s}",
    "vpn passwd :: {s}",
    "the password for the bus GPS portal is {s}, don't lose it",
    "Reminder: Mikrotik at Caraz terminal, password => {s}",
    "passwd\t{s}",
    "oe causa, la clave del wifi de la oficina es {s} ya pe",
    "Marleni: la contraseña del alimentador es {s}, manya",
    "contraseña de la caja del terminal Yungay: {s}",
    "la clave del sistema de boletos es {s}, no la pases a nadie pe",
    "¿cuál es la contraseña del correo de la truchera?\n{s}",
    "Oe Rosa, la nueva clave de la ventanilla → {s}",
    "contraseña = {s} (la de la laptop de reservas)",
    "Eusebio: wifipa pakasha shimin kaymi {s}",
    "yaykunapaq pakasha shimi: {s} — ama pitapis willankitsu",
    "computadorapa contraseñan {s} kaykan",
    "le mdp du refuge c'est {s}",
    "Mathilde : mot de passe du wifi de l'agence → {s}",
    "Bastien, le mot de passe de la boîte mail du bureau est {s}",
    "mdp : {s} (c'est celui du portail des guides)",
    "Servus! Des Passwort fürs Büro-WLAN is {s}",
    "Florian: Passwort vom Buchungssystem → {s}, Oida",
    "Griaß di, des Kennwort für'n Laptop lautet {s}",
    "Passwort: {s}",
    "비번 {s} 이에요",
    "숙소 와이파이 비밀번호는 {s} 입니다",
    "서연: 예약 사이트 비밀번호: {s} ㅋㅋ 잃어버리지 마",
    "비밀번호 → {s}",
]

_LOGIN = [
    "login: reservas / {s}",
    "creds for the bus GPS portal are rosa.obregon and {s}",
    "sign in as admin with {s}",
    "teodoro@ritii-trek.example:{s}",
    "https://reservas:{s}@booking.ritii-trek.example/admin",
    "postgres://truchas:{s}@db.truchas-azulcocha.example:5432/feeding",
    "mysql://boletos:{s}@10.14.2.8/ventas",
    "u=marleni p={s}",
    "usuario: rosa.obregon, contraseña: {s}",
    "user admin pass {s} (Hikvision NVR at the depot)",
    "Benutzer florian.gruber, Passwort {s}",
    "utilisateur : mfavre / mot de passe : {s}",
    "아이디: seoyeon.kim 비밀번호: {s}",
    "usuario eusebio, clave {s}",
    "| caja-yungay | rosa | {s} |",
    "ftp://cargo:{s}@files.cordillera-yungay.example/manifiestos",
]

_CLI = [
    "$ sshpass -p '{s}' ssh teodoro@10.14.2.1",
    "mysql -u boletos -p{s} ventas",
    "redis-cli -h cache.qoriritii.lan -a {s}",
    "docker login registry.qoriritii.lan -u ci -p {s}",
    "curl -u reservas:{s} https://booking.ritii-trek.example/api/v1/salidas",
    "htpasswd -b /etc/nginx/.htpasswd guia {s}",
    'psql "postgresql://truchas:{s}@db.truchas-azulcocha.example/feeding"',
    "smbclient //nas.qoriritii.lan/fotos -U teodoro%{s}",
    "echo '{s}' | sudo -S systemctl restart boletos",
    "7z a -p{s} manifiestos-2031.7z manifiestos/",
    "zip -P {s} liquidacion.zip liquidacion.xlsx",
    "openssl enc -aes-256-cbc -in rutas.csv -out rutas.enc -pass pass:{s}",
    "ldapsearch -x -D cn=admin,dc=qoriritii,dc=lan -w {s} -b dc=qoriritii,dc=lan",
    'sqlcmd -S 10.14.2.9 -U sa -P {s} -Q "SELECT 1"',
    "mosquitto_pub -h mqtt.truchas-azulcocha.example -u sensor -P {s} -t tanque/3 -m 11.2",
    "keytool -importkeystore -srckeystore app.jks -storepass {s}",
    "ipmitool -I lanplus -H 10.14.2.20 -U admin -P {s} power status",
    "rabbitmqctl add_user boletos {s}",
    "xfreerdp /v:10.14.2.30 /u:rosa /p:{s}",
    "gpg --batch --passphrase {s} -d backup-reservas.gpg",
    "lftp -u cargo,{s} sftp://files.cordillera-yungay.example",
    'mongosh "mongodb://tracker:{s}@10.14.2.40:27017/buses"',
    "wget --user=reservas --password={s} https://booking.ritii-trek.example/export.csv",
    "plink -ssh -pw {s} teodoro@10.14.2.1",
    "ALTER USER boletos IDENTIFIED BY '{s}';",
    "cqlsh 10.14.2.50 -u cassandra -p {s}",
]

_CONFIG = [
    "DB_PASSWORD={s}",
    "export RESERVAS_DB_PASS='{s}'",
    "spring.datasource.password={s}",
    '  password: "{s}"',
    "SMTP_PASS={s}",
    "[mysql]\nuser = boletos\npassword = {s}",
    "smtp_password: {s}",
    "define('DB_PASSWORD', '{s}');",
    'REDIS_PASSWORD="{s}"',
    "db.qoriritii.lan:5432:feeding:truchas:{s}",
    '<add key="BoletosPassword" value="{s}" />',
    "auth_pass {s}",
    '"password": "{s}",',
    "MQTT_PASSWORD={s}  # tanques Azulcocha",
]

_VENDOR_TEMPLATES = [
    "{v} token: {s}",
    "{v} key for the booking site → {s}",
    "export {V}_TOKEN={s}",
    "oe, el token de {v} es {s}",
    "la clé {v} du bureau c'est {s}",
    "{v}-Schlüssel fürs Büro: {s}",
    "{v} 키: {s}",
    "new {v} credential, rotated today: {s}",
]

_INVENTED = [
    "RitiBooking API key: {s}",
    "TruchaSense API key for the oxygen probes → {s}",
    "Yungay Boletos integration broken, current key {s}",
    "Integrations › Azulcocha Cloud: {s}",
    "clave API de RitiBooking: {s}",
    "API-Schlüssel TruchaSense: {s}",
    "clé d'API Yungay Boletos : {s}",
    "Azulcocha Cloud API 키: {s}",
    "Storyblok preview token: {s}",
    "Lemon Squeezy API key {s}",
    "Pusher app secret = {s}",
]

_BARE = [
    "{s}",
    "pasted this from the booking server: {s}",
    "cookie was {s}",
    "session: {s}",
    "X-Auth: {s}",
    "use {s} for the staging hook",
]

_HEXKEY = [
    "AES key for the ticket QR codes: {s}",
    "encryption_key = {s}",
    "SECRET_KEY={s}",
    "llave de cifrado de boletos → {s}",
    "HMAC secret {s}",
    "Django SECRET_KEY is {s}",
]

_JWT = [
    "Authorization: Bearer {s}",
    "token de la app de guías: {s}",
    "curl -H 'Authorization: Bearer {s}' https://api.ritii-trek.example/salidas",
    "jwt={s}",
    "JWT für die Buchungs-App: {s}",
]

_PEM = [
    "deploy key for the booking box:\n{s}",
    "{s}",
    "ssh key del servidor de boletos\n{s}",
    "clé privée du serveur :\n{s}",
]

_SEED = [
    "wallet seed: {s}",
    "frase semilla de la billetera de la empresa: {s}",
    "recovery phrase — {s}",
    "phrase de récupération : {s}",
    "복구 문구: {s}",
    "{s}",
]

_CARDS = [
    "card: {s} exp 09/33",
    "tarjeta de la empresa {s} vence 11/32",
    "Visa corporativa → {s}",
    "paid the hostel with {s}",
    "numéro de carte : {s}",
    "Kreditkarte {s}, gültig bis 04/34",
    "카드번호 {s}",
]

_CVC = [
    "CVV {s}",
    "security code on the back: {s}",
    "código de seguridad: {s} (la tarjeta •••• 4417)",
    "cryptogramme visuel : {s}",
    "Prüfnummer {s}",
    "the three digits on the back are {s}",
    "CVC 번호 {s}",
]

_IBAN = [
    "IBAN: {s}",
    "pay the Austrian guide to IBAN {s}",
    "cuenta IBAN para el depósito → {s}",
    "IBAN du fournisseur : {s}",
    "Kontonummer (IBAN) {s}",
    "IBAN {s} (deposit for the Santa Cruz trek)",
]

_TOTP = [
    "TOTP secret for the booking admin: {s}",
    "2FA setup key {s}",
    "otpauth://totp/RitiTrek:teodoro?secret={s}&issuer=RitiTrek",
    "clave 2FA del correo: {s}",
    "clé TOTP : {s}",
    "OTP 시크릿 키: {s}",
]

_OTP = [
    "Your Cordillera Yungay verification code is {s}",
    "{s} is your RitiBooking login code",
    "código de verificación: {s}",
    "Tu código es {s}. No lo compartas.",
    "code de vérification : {s}",
    "Ihr Bestätigungscode lautet {s}",
    "[Web발신] 인증번호 [{s}]를 입력해주세요",
    "Use {s} to sign in",
]

_PINS = [
    "PIN of the office card: {s}",
    "door code for the gear store is {s}#",
    "candado de la bodega de carpas: {s}",
    "el código de la puerta del terminal es {s}",
    "punku kichana yupay kaymi {s}",
    "code du casier au refuge : {s}",
    "PIN vom Safe: {s}",
    "현관 비밀번호는 {s}",
    "keypad at the trout farm gate: {s}",
    "SIM PIN {s}",
]

_WIFI = [
    "wifi Ritii Trek Oficina / {s}",
    "Network: Azulcocha-Galpon / {s}",
    "WIFI:T:WPA;S:Terminal Yungay;P:{s};;",
    "wifi de la truchera: TRUCHAS-5G, clave {s}",
    "WPA key for Hostal Chopicalqui guests: {s}",
    "clé wifi du gîte : {s}",
    "WLAN Refugio Ishinca, Passwort {s}",
    "와이파이 비밀번호는 {s} 입니다",
    "ssid,psk\nRitiiTrek-Bodega,{s}",
]

_PASSPHRASE = [
    "passphrase: {s}",
    "la frase de paso del disco es {s}",
    "Passphrase fürs Backup: {s}",
    "vault passphrase → {s}",
]

_SAID_FIRST = [
    "{s} — that's the wifi password at the Caraz office",
    "{s}, that's what I set for the router",
    "type {s}; that's the admin password",
    "{s} es la contraseña nueva del sistema de boletos",
    "{s} c'est le mdp du wifi du refuge",
    "{s} — des is des neue Passwort",
]


def _spelled(g: random.Random) -> Sample:
    word = g.choice(_PEAKS + _WORDS).lower()
    num = str(g.randrange(100, 10_000))
    template = g.choice(
        [
            "the password is the word {w} with a capital first letter, then {n}",
            "la contraseña es la palabra {w} con mayúscula y luego {n}",
            "le mot de passe, c'est le mot {w} avec une majuscule, puis {n}",
            "Das Passwort ist das Wort {w}, großer Anfangsbuchstabe, dann {n}",
            "비밀번호는 {w} 단어에 첫 글자 대문자, 그 다음 {n}",
        ]
    )
    return Sample("spelled_password", template.format(w=word, n=num), word)


def _dictated(g: random.Random) -> Sample:
    secret = _r(g, LOWER, 3) + _r(g, D, 3) + _r(g, UPPER, 2)
    spaced = " ".join(secret)
    template = g.choice(
        [
            "voice note: the bus portal password is {p}",
            "nota de voz: la clave es {p}",
            "dictated: password {p}",
        ]
    )
    return Sample("spelled_password", template.format(p=spaced), spaced)


def _backup(g: random.Random) -> Sample:
    codes = v.backup_codes(g, g.choice([6, 8, 10]), g.randrange(4))
    sep = g.choice(["\n", ", ", " "])
    label = g.choice(
        [
            "Backup codes for the reservas Google account:",
            "códigos de respaldo del correo de la truchera:",
            "Codes de secours :",
            "Backup-Codes fürs Buchungskonto:",
            "백업 코드:",
            "2FA recovery codes",
        ]
    )
    return Sample("backup_codes", f"{label}\n{sep.join(codes)}", codes[0])


def _vendor(g: random.Random, index: int) -> Sample:
    names = sorted(_VENDOR)
    name = names[index % len(names)]
    secret = _VENDOR[name](g)
    template = g.choice(_VENDOR_TEMPLATES)
    label = name.upper().replace(" ", "_").replace(".", "")
    return Sample("vendor_token", template.format(v=name, V=label, s=secret), secret)


_ID_TEMPLATES: list[tuple[str, Maker]] = [
    ("RUC de la empresa: {s}", _ruc),
    ("RUC del proveedor de truchas → {s}", _ruc),
    ("DNI de Eusebio: {s}", _cui),
    ("mi DNI es {s}", _cui),
    ("Eusebiopa DNI-n {s} kaykan", _cui),
    ("UID-Nummer vom Bergführerbüro: {s}", _uid),
    ("UID {s} (Gruber Bergsport)", _uid),
    ("Sozialversicherungsnummer {s}", _vnr),
    ("Florians Versicherungsnummer is {s}", _vnr),
    ("주민등록번호: {s}", _rrn),
    ("박지훈 주민등록번호 {s}", _rrn),
    ("SIRET du bureau des guides : {s}", _siret),
    ("numéro SIRET {s}", _siret),
]


def secrets() -> list[Sample]:
    """Texts that each hold one secret, the way the company's people leak them."""
    g = random.Random(SEED)
    out: list[Sample] = []
    out += _family(g, "password", 66, _LABELLED, _pw)
    out += _family(g, "login", 30, _LOGIN, _plain)
    out += _family(g, "cli_password", 30, _CLI, _plain)
    out += _family(g, "config_password", 25, _CONFIG, _plain)
    out += [_vendor(g, i) for i in range(30)]
    out += _family(
        g, "api_key", 15, _INVENTED,
        lambda h: h.choice([_j((HEX, 32)), v.uuid4, _j((ALNUM, 40))])(h),
    )  # fmt: skip
    out += _family(g, "bare_token", 10, _BARE, _j((ALNUM, 44)))
    out += _family(g, "hex_key", 10, _HEXKEY, lambda h: _r(h, HEX, h.choice([32, 64])))
    out += _family(g, "jwt", 8, _JWT, _jwt)
    out += _family(g, "pem_key", 6, _PEM, _pem)
    langs = ["english", "spanish", "french", "korean"]
    for i in range(12):
        phrase = _seed(g, langs[i % 4])
        out.append(Sample("seed_phrase", g.choice(_SEED).replace("{s}", phrase), phrase))
    out += _family(g, "card", 16, _CARDS, _card)
    out += _family(g, "card_code", 8, _CVC, lambda h: _r(h, D, h.choice([3, 3, 4])))
    out += _family(g, "iban", 12, _IBAN, _iban_any)
    for template, make in v.cycle(g, _ID_TEMPLATES, 16):
        out.append(Sample("national_id", *_fill(g, template, make)))
    out += _family(g, "totp", 10, _TOTP, lambda h: v.totp_secret(h, False))
    out += _family(g, "otp", 14, _OTP, lambda h: _r(h, D, 6))
    out += [_backup(g) for _ in range(10)]
    out += _family(g, "wifi", 18, _WIFI, _wifi)
    out += _family(g, "pin", 16, _PINS, _pin)
    out += _family(g, "passphrase", 8, _PASSPHRASE, _phrase)
    out += [_spelled(g) for _ in range(6)] + [_dictated(g) for _ in range(4)]
    out += _family(g, "said_first", 10, _SAID_FIRST, _plain)
    return out


# --- field pairs --------------------------------------------------------------------------

_SPLIT: list[tuple[str, str, str, Maker]] = [
    ("split_password", "Booking back office password:", "{s}", _pw),
    ("split_password", "the NAS admin password is", "{s} (since Monday)", _pw),
    ("split_password", "Contraseña:", "{s}", _pw),
    ("split_password", "oe la clave del wifi es", "{s} ya pe", _pw),
    ("split_password", "mot de passe :", "{s}", _pw),
    ("split_password", "Passwort fürs Büro:", "{s}\nnicht weitergeben", _pw),
    ("split_password", "비밀번호:", "{s}", _pw),
    ("split_password", "pakasha shimi:", "{s}", _pw),
    ("split_password", "Password", "{s}", _pw),
    ("split_password", "router pw ->", "{s}. thanks", _pw),
    ("split_token", "GitHub token:", "{s}", _VENDOR["GitHub"]),
    ("split_token", "RitiBooking API key:", "{s}", _j((HEX, 32))),
    ("split_token", "Stripe secret key", "{s}", _VENDOR["Stripe"]),
    ("split_wifi", "wifi Hostal Huandoy clave", "{s}", _wifi),
    ("split_pin", "door code for the depot:", "{s}", _pin),
    ("split_card", "tarjeta:", "{s} 08/34", _card),
    ("split_iban", "IBAN:", "{s}", _iban_any),
    ("split_otp", "Your verification code is", "{s}", _j((D, 6))),
    ("split_totp", "TOTP secret:", "{s}", _j((BASE32, 32))),
    ("split_id", "RUC:", "{s}", _ruc),
]  # fmt: skip


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    g = random.Random(SEED + 1)
    return [FieldPair(cls, first, *_fill(g, second, make)) for cls, first, second, make in _SPLIT]


# --- metadata -----------------------------------------------------------------------------

_METADATA: list[tuple[str, str, Maker]] = [
    ('{"router": {"host": "10.14.2.1", "admin_password": "{s}"}}', "meta_password", _plain),
    ('{"contraseña": "{s}"}', "meta_password", _plain),
    ('{"account": {"user": "rosa", "passwd": "{s}"}}', "meta_password", _plain),
    ('{"mdp": "{s}"}', "meta_password", _plain),
    ('{"Passwort": "{s}", "ssid": "Refugio"}', "meta_password", _plain),
    ('{"비밀번호": "{s}"}', "meta_password", _plain),
    ('{"argv": ["mysql", "-u", "boletos", "--password", "{s}"]}', "meta_password", _plain),
    ('{"note": "la clave del NAS es {s}"}', "meta_password", _plain),
    ('{"ritibooking": {"api_key": "{s}"}}', "meta_token", _j((HEX, 32))),
    ('{"headers": {"Authorization": "Bearer {s}"}}', "meta_token", _j((ALNUM, 40))),
    ('{"github_token": "{s}"}', "meta_token", _VENDOR["GitHub"]),
    ('{"payment": {"card_number": "{s}", "exp": "03/35"}}', "meta_card", _card),
    ('{"guide": {"iban": "{s}"}}', "meta_iban", _iban_any),
    ('{"proveedor": {"ruc": "{s}"}}', "meta_id", _ruc),
    ('{"mfa": {"backup_codes": ["{s}", "48213977", "90017352"]}}', "meta_otp", _j((D, 8))),
    ('{"wallet": {"seed_phrase": "{s}"}}', "meta_seed", lambda g: _seed(g, "english")),
    ('{"totp_secret": "{s}"}', "meta_totp", _j((BASE32, 32))),
    ('{"bodega": {"padlock_code": "{s}"}}', "meta_pin", _j((D, 4))),
    ('{"wifi": {"ssid": "TRUCHAS-5G", "psk": "{s}"}}', "meta_wifi", _plain),
    ('{"jwt": "{s}"}', "meta_token", _jwt),
]


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    g = random.Random(SEED + 2)
    out = []
    for text, cls, make in _METADATA:
        filled, secret = _fill(g, text, make)
        out.append(MetadataSample(cls, json.loads(filled), secret))
    return out


# --- clean --------------------------------------------------------------------------------

_WHEEL = hashlib.sha256(b"boletos_api-2.7.1-py3-none-any.whl").hexdigest()
_FIRMWARE = hashlib.sha256(b"feeder-ctrl-4.2.0.bin").hexdigest()
_COMMIT = hashlib.sha1(b"salidas: add Santa Cruz loop", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"boletos: fix Caraz fare", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"manifiesto_2031-07-14.csv", usedforsecurity=False).hexdigest()
_IMAGE = hashlib.sha256(b"registry.qoriritii.lan/reservas:3.1").hexdigest()

CLEAN: list[str] = [
    "Remind me to change the router password before the Santa Cruz season starts.",
    "Rosa asked for the office wifi password; it's on the card in Teodoro's drawer.",
    "Policy: passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into WhatsApp; send a vault link instead.",
    "The `.env.example` line `RITIBOOKING_API_KEY=replace-me` is a placeholder.",
    "Replace <YOUR_TRUCHASENSE_KEY> in the README with the key from the dashboard.",
    "The feeder controller asks for a new password after every firmware update.",
    "oe causa, no le pases la clave a nadie pe",
    "la contraseña tiene que tener mínimo catorce caracteres, ya?",
    "Ama pitapis pakasha shimiykita willankitsu.",
    "Ne donne jamais ton mdp à personne, même au bureau des guides.",
    "Des Passwort sagst koan, gell?",
    "비밀번호는 절대 다른 사람한테 알려주지 마세요 ㅋㅋ",
    "Upgraded boletos-api from 2.7.0 to 2.7.1 and Django to 5.1.4 over the weekend.",
    f"commit {_COMMIT} adds the Santa Cruz loop to the departures.",
    f"Rolled back to {_SHORT} after the Caraz fare broke the ticket export.",
    f"requirements.txt: boletos-api==2.7.1 --hash=sha256:{_WHEEL}",
    f"The feeder-ctrl 4.2.0 firmware has SHA-256 checksum {_FIRMWARE}.",
    f"md5 of manifiesto_2031-07-14.csv: {_MD5}",
    f"image digest sha256:{_IMAGE}",
    "Order #RT-2031-004417 for 12 tents ships from Lima on Tuesday.",
    "Ticket 88120 — the Yungay bus left Huaraz at 06:40 with 31 passengers.",
    "Olva tracking number 7712 4409 3318 for the piolet shipment.",
    "Boleto N° 001-0048213, Huaraz → Caraz, S/ 12.00.",
    "Call the office at +51 43 421 877 or WhatsApp +51 943 118 206.",
    "Huaraz is at 9°31′36″S 77°31′43″W, 3052 m above sea level.",
    "The Santa Cruz trek is 4 days, 50 km, and crosses Punta Unión at 4750 m.",
    "Postcode 02001 for the Huaraz office, 02551 for the Yungay depot.",
    "Price: USD 480 per person, 20% deposit, balance on 2031-07-01.",
    "card ending in 4417 was charged S/ 350.00",
    "Visa •••• •••• •••• 9021, exp 08/33",
    "IBAN on file: HN** **** **** **** 0419 (masked)",
    "Your PIN must be 4 to 6 digits; never share it.",
    "We'll text you a one-time code when you log in from a new phone.",
    "If the verification code doesn't arrive in 5 minutes, tap resend.",
    "Backup codes are printed and kept in the office safe.",
    "The door code changes every month; ask Rosa for the current one.",
    "Seed phrases are never stored digitally here.",
    "Product code ARQ-TENT-3P-2031 is the three-person tent.",
    "Trout tank 3: 11.2 °C, 7.9 mg/L dissolved oxygen, pH 7.4.",
    "Fish batch LOT-2031-07-B, 1,420 kg, harvested on 14/07.",
    "Bus plate ANC-482, route Huaraz–Carhuaz–Yungay–Caraz, 18 stops.",
    "La combi de las 7 sale del paradero de la Av. Centenario, ya pe.",
    "Le refuge Ishinca ouvre le 15 mai, réservation obligatoire.",
    "Treffpunkt um 5 Uhr in der Früh beim Büro, Servus!",
    "내일 아침 6시에 호텔 로비에서 만나요",
    "Laguna 69 sits at 4600 m; the hike takes about 6 hours return.",
    "The API key field in the booking settings is required.",
    "token budget for the trip summary is 2000 tokens",
    "The RUC is printed on every invoice; check it matches SUNAT.",
    "Version 3.1.0-rc2 of the reservas app is on the staging server.",
    "UUID format is 8-4-4-4-12 hex characters.",
    "Reserve code ALP-7Q2 for the Alpamayo base camp permit.",
    "Wifi name: Ritii Trek Oficina (ask the front desk for the key).",
    "el código postal de Caraz es 02701",
    "Pakasha shimita mana yachanitsu, Teodorota tapukuy.",
    "Le mot de passe doit contenir au moins quatorze caractères.",
    "Des Kennwort muass mindestens vierzehn Zeichen haben.",
    "비밀번호는 14자 이상이어야 합니다.",
    "Flight LA2108 Lima–Huaraz lands at 10:15; pick-up at Anta airport.",
]

CLEAN_METADATA: list[dict[str, Any]] = [
    {"password_policy": "14 chars min", "rotation_days": 90},
    {"route": "Huaraz-Caraz", "departure": "06:40", "seats": 31},
    {"auth": {"method": "oauth", "provider": "google"}},
    {"creds": {"username": "reservas", "host": "db.qoriritii.lan"}},
    {"sha256": _WHEEL, "file": "boletos_api-2.7.1-py3-none-any.whl"},
    {"commit": _COMMIT, "branch": "main"},
    {"tank": 3, "temp_c": 11.2, "o2_mg_l": 7.9},
    {"order_id": "RT-2031-004417", "tracking": "7712 4409 3318"},
    {"card_last4": "4417", "exp": "08/33"},
    {"pin_length": 6, "otp_digits": 6, "token_count": 512},
]
