# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-fiftieth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four hundred and forty-ninth's
docstring, the fifth to four hundred and forty-ninth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (451, 452, 453), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (450_618_273), password words (a
steppe word, a river or mine word with a number and a sign, `Bayan!Ertis47`; dot-joined words with
a year, `kesek.vagon.irtysh.2031`; leet `4lum1n1y#58`; a person and a town, `Adlan@Aksu1983`; a
coal wagon and its load, `Vagon68t$2`; random runs).

The fictional company is TOO Qyzyltas Montazh (Кызылтас Монтаж) of Pavlodar, Kazakhstan: a
contractor that relines pots at an aluminium smelter, the Asqazan canteen at the invented open pit
Shygys-7 near Ekibastuz, and Marina Ertis Jagasy, an invented marina on the Irtysh. Staff and
neighbours: Yerlan Zhaksybekov (IT), Gulnara Akhmetova (canteen, Russian of Pavlodar as texted),
Aigerim Nurlanqyzy (marina desk, Kazakh in Cyrillic and Latin letters), Viktor Schreiner and his
Oma Lydia (a Volga-German family, German), Adlan and Zelimkhan Tsuraev (a Chechen trucking
family, Chechen in Latin letters) and Ma Jianguo (a supplier from Urumqi, Chinese in pinyin and
characters). Every company, person, address, domain (`qyzyltas.lan`, `shygys7.lan`,
`ertisjagasy.example`, `tsuraev-trans.example`, `jianguo-jixie.example`), account and number is
invented; only the region is real. Texts: WhatsApp and Telegram chats, tickets, notes, runbooks,
shell history, config and env files, URLs, voice-note transcripts, SMS and requests to the
assistant; separators: a colon, `=`, `->`, `→`, `=>`, `/`, `|`, a tab, `—`, `это`, `ist`, `是`,
`mynau`, a new line, a question then its answer, a value said first and named after.

Grep counts (heldouts 5 to 449, grep -l): none for `Qyzyltas`, `ertisjagasy`, `KomirPay`,
`SmenaNet`, `Nokhchiyn`; one to five for `Pavlodar`, `Ekibastuz`, `Irtysh`, `Chechen`,
`Wolgadeutsch`, `Losung`, `Chocofamily`, `Glovo`, `Tele2`, `Temirtau`, `qupiasöz`; six to
fifteen for `Volga`, `Kaspi.kz`, `kz.bin`, `kz.iin`, `qupiya`, `Kolesa`, `Kcell`, `Jusan`,
`Forte`, `Onay`, `Homebank`; above that for `pinyin`, `mima`, `Kaspi`, `Halyk`, `kazakh`,
`құпия`, `сөз`, `ru.inn`, `ru.ogrn`, `cn.ric`, `cn.uscc`, `de.idnr`, `by.unp`, and the IBAN
countries Mongolia, Georgia and Belarus (and a KZ IBAN pattern, in some fifty).
Languages: about half English, config or shell; the rest in the Russian of Pavlodar as texted
(`щас`, `скинь`, `норм`, `чё`, `пароль от вайфая`), Kazakh in Cyrillic (`құпиясөз`, `ешкімге
айтпа`) and in Latin letters (`qupiasöz`, `mynau`, `aitpa`), the German of a Volga-German
family (`Das Passwort is`, `sag's keinem`, `Oma ihr Handy`), the Chechen of a trucking family in
Latin letters (`parol`, `cxanne a ma ala`, `xuo`) and the Chinese of a Xinjiang supplier in
pinyin (`mima shi`, `yanzhengma`) and characters (`密码是`, `验证码`). The Pavlodar texting,
the Kazakh Latin spellings, every Chechen word and the Volga-German turns are my guesses; the
Chechen is the least sure.
Vendors: the invented KomirPay, SmenaNet, AluTrack and QayiqBook, plus Kaspi, Halyk, Kolesa,
Chocofamily, Glovo, Wolt, Onay and Tele2 under the words around their keys or codes, and the
GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, AWS, Google, Hugging Face, npm, SendGrid,
Twilio, Telegram, PyPI, Shopify, DigitalOcean, Linear, Grafana, Postman, Vault, Tailscale,
Doppler, Figma, Sentry, Notion, Groq, Replicate, Perplexity, xAI, Databricks, NVIDIA, Docker Hub,
Mailgun, Brevo, Supabase, PlanetScale, Pulumi, Alibaba and Tencent shapes. Ids: Russia's INN and
OGRN, China's resident id and unified social credit code, Germany's Steuer-IdNr and Belarus' UNP,
each drawn until its `stdnum` module validates it (Kazakhstan's IIN and BIN have no module, so
none is planted). IBANs of Kazakhstan, Russia, Mongolia, Georgia and Belarus, checked with
`stdnum.iban`; seed phrases from `mnemonic`'s English, Russian and Simplified Chinese lists, each
checked with `Mnemonic.check`; cards pass Luhn (Visa, Mastercard, Mir, UnionPay and Amex).
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import string
from typing import Any

from mnemonic import Mnemonic
from stdnum import luhn
from stdnum.by import unp as by_unp
from stdnum.cn import ric as cn_ric
from stdnum.cn import uscc as cn_uscc
from stdnum.de import idnr as de_idnr
from stdnum.ru import inn as ru_inn
from stdnum.ru import ogrn as ru_ogrn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 450_618_273
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE = ALNUM + "-_"
_r = v.r
Maker = v.Maker

_STEPPE = ["Bayan", "Ertis", "Saryarka", "Kesek", "Kumys", "Shubat", "Tulpar", "Baursak",
           "Dombra", "Kazan", "Buran", "Shana", "Aksu", "Bayanaul", "Zhasybai"]  # fmt: skip
_WORK = ["vagon", "kesek", "anod", "elektrolizer", "tigel", "smena", "pristan", "shvartov",
         "lodka", "kotel", "razrez", "ekskavator", "konveier", "glinozem"]  # fmt: skip
_PEOPLE = ["Adlan", "Zelimkhan", "Yerlan", "Gulnara", "Aigerim", "Viktor", "Lydia", "Jianguo",
           "Dauren", "Madina", "Bakhyt", "Svetlana", "Heinrich", "Khava"]  # fmt: skip
_TOWNS = ["Aksu", "Ekibastuz", "Pavlodar", "Bayanaul", "Sharbakty", "Urumqi", "Kashgar",
          "Maikain", "Shiderty", "Irtyshsk", "Kachiry", "Grozny"]  # fmt: skip
_SYM = "!#$%&*?@+=~"
_LEET = ["4lum1n1y", "Gl1n0z3m", "K0t3lny", "Sm3n4", "Pr1st4n", "3k1b4stuz", "Irty5h", "T1g3l"]


def _pick_words(g: random.Random) -> str:
    return f"{g.choice(_STEPPE)}{g.choice(_SYM)}{g.choice(_STEPPE)}{g.randrange(10, 100)}"


_PICKS: list[Maker] = [
    _pick_words,
    lambda g: ".".join(g.sample(_WORK, 3)) + "." + str(g.randrange(1990, 2035)),
    lambda g: g.choice(_LEET) + g.choice(_SYM) + str(g.randrange(10, 100)),
    lambda g: f"{g.choice(_PEOPLE)}@{g.choice(_TOWNS)}{g.randrange(1960, 2012)}",
    lambda g: f"Vagon{g.randrange(40, 95)}t{g.choice(_SYM)}{g.randrange(1, 10)}",
    lambda g: _r(g, ALNUM + "!#%&", 16),
    lambda g: _r(g, UPPER, 1) + _r(g, LOWER, 5) + _r(g, D, 4) + g.choice(_SYM) + _r(g, UPPER, 2),
    lambda g: "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4)),
    lambda g: f"{g.choice(_WORK).capitalize()}{g.choice(_STEPPE)}{g.randrange(100, 1000)}",
    lambda g: _r(g, ALNUM, 13),
]


def _pw(g: random.Random) -> str:
    return g.choice(_PICKS)(g)


def _plain_pw(g: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    ok = set(ALNUM + "._-")
    return v.until(g, _pw, lambda s: set(s) <= ok and any(c.isdigit() for c in s))


def _fam(g: random.Random, cls: str, templates: list[str], n: int, make: Maker) -> list[Sample]:
    """``n`` samples of ``cls``: each template filled with a fresh ``{pw}``, ``{u}`` a user."""
    out = []
    for template in v.cycle(g, templates, n):
        secret = make(g)
        user = g.choice(["yerlan", "gulnara", "aigerim", "vschreiner", "adlan", "ma.jianguo"])
        out.append(Sample(cls, template.format(pw=secret, u=user), secret))
    return out


# --- passwords after labels, every separator and language ---------------------------------
_LABELLED = [
    "Password for the pot-room tablet: {pw}",
    "smelter contractor portal password = {pw}",
    "Canteen POS admin password -> {pw}",
    "marina booking PC, password → {pw}",
    "Ticket QM-2231: reset done, new password is {pw}",
    "Yerlan: vpn password / {pw}",
    "router shygys7-gw | password | {pw}",
    "password\t{pw}",
    "NAS password:\n{pw}",
    "Remember for me: the 1C database password is {pw}",
    "admin password (Mikrotik at the pit office): {pw}",
    "password changed to {pw} after the audit",
    "The password for the scale house PC is “{pw}”.",
    "camera DVR at the marina gate, password `{pw}`",
    "пароль от 1С: {pw}",
    "Гуля, пароль от кассы щас {pw} не путай",
    "скинь Ерлану: пароль = {pw}",
    "пароль от почты поменяла, теперь {pw}",
    "пароль {pw} это от ноута бухгалтерии",
    "Пароль — {pw}",
    "норм, пароль от склада {pw}, чё ещё надо",
    "құпиясөз: {pw}",
    "Кассаның құпиясөзі {pw}, ешкімге айтпа",
    "пошта құпиясөзі → {pw}",
    "qupiasöz: {pw}",
    "kassanyñ qupiasözi mynau {pw}, eşkımge aitpa",
    "parol mynau: {pw}",
    "Das Passwort is {pw}, sag's keinem",
    "Oma ihr Handy, Kennwort: {pw}",
    "Passwort fürs Tablet ist {pw}",
    "Viktor, das neue Passwort vom Laptop: {pw}",
    "laptop parol {pw} xuo, cxanne a ma ala",
    "Zelimkhan, sistemin parol: {pw}",
    "tablet parol — {pw}, hech kxetsa ma yala",
    "mima shi {pw}",
    "diannao mima: {pw}, bie gaosu bieren",
    "密码是{pw}",
    "后台密码：{pw}",
    "Ma Jianguo: 新密码 {pw} 别告诉别人",
    "password => {pw}",
    "Gulnara's Windows password is {pw}",
    "the Zabbix admin password for shygys7 is {pw}",
    "pwd: {pw}",
    "Passwort geändert auf {pw}",
    "пароль изменён на {pw}",
]

_SAID_FIRST = [
    "{pw} — that's the canteen laptop password",
    "{pw} is the password for the marina kiosk now",
    "type {pw}; that's the admin password for the fuel dock terminal",
    "{pw} — это пароль от кассы, не забудь",
    "{pw} вот пароль от вайфая в столовой",
    "{pw} — бұл кассаның құпиясөзі",
    "{pw} — das ist Omas Passwort fürs Tablet",
    "{pw} 就是后台的密码",
    "what's the 1C password?\n{pw}",
    "Yerlan: what's the password for the dispatcher PC?\nGulnara: {pw}",
    "Какой пароль от ноута?\n— {pw}",
    "Құпиясөз қандай?\nАйгерім: {pw}",
    "Wie ist das Passwort?\nViktor: {pw}",
    "mima shi shenme?\nMa: {pw}",
    "parol hun du?\nAdlan: {pw}",
    "{pw}, that's what I set for the marina router",
    "{pw} — поставила на роутер в столовой",
    "password\n{pw}\n(new one from monday)",
]

_LOGINS = [
    "login: {u} / {pw}",
    "creds {u}:{pw}",
    "{u} / {pw} for the contractor portal",
    "https://{u}:{pw}@git.qyzyltas.lan/pot-relining.git",
    "postgresql://asqazan:{pw}@db.shygys7.lan:5432/canteen",
    "mysql -u marina -p{pw} -h db.ertisjagasy.example",
    "sshpass -p '{pw}' ssh {u}@10.40.2.17",
    "curl -u {u}:{pw} https://alutrack.qyzyltas.lan/api/v1/pots",
    "redis-cli -h cache.shygys7.lan -a {pw}",
    "docker login registry.qyzyltas.lan -u {u} -p {pw}",
    "echo '{pw}' | docker login registry.qyzyltas.lan -u {u} --password-stdin",
    "echo {pw} | sudo -S systemctl restart asqazan-pos",
    "smbclient //fs.qyzyltas.lan/smeta -U {u}%{pw}",
    "xfreerdp /v:10.40.2.30 /u:{u} /p:{pw}",
    "lftp -u {u},{pw} ftp.ertisjagasy.example",
    "zip -P {pw} smeta-2031.zip smeta-2031.xlsx",
    "7z a -p{pw} tabel.7z tabel.xlsx",
    "mosquitto_pub -h mqtt.shygys7.lan -u scales -P {pw} -t scale/1 -m on",
    "ldapsearch -x -D cn=admin,dc=qyzyltas,dc=lan -w {pw} -b dc=qyzyltas,dc=lan",
    "sqlcmd -S 10.40.2.5 -U sa -P {pw}",
    "openssl enc -aes-256-cbc -in dogovor.pdf -out dogovor.enc -pass pass:{pw}",
    "keytool -importcert -keystore marina.jks -storepass {pw} -file ca.crt",
    "DB_PASSWORD={pw}",
    "export SMENANET_PASSWORD='{pw}'",
    "POSTGRES_PASSWORD: {pw}",
    "spring.datasource.password={pw}",
    "[smtp]\nuser = noreply@shygys7.lan\npassword = {pw}",
    "mysql -u root -p <<< '{pw}'",
    "Логин {u}, пароль {pw}",
    "логин: {u} пароль: {pw}",
    "Пайдаланушы: {u}, құпиясөз: {pw}",
    "paidalanuşy {u} / qupiasöz {pw}",
    "Benutzer {u}, Passwort {pw}",
    "user {u} parol {pw}",
    "yonghuming {u} mima {pw}",
    "用户名：{u} 密码：{pw}",
    "sign in as {u} with {pw}",
    "u={u} p={pw}",
    "{u}@qyzyltas.lan:{pw}",
    "htpasswd -b /etc/nginx/.htpasswd {u} {pw}",
    "CREATE USER 'kassa'@'%' IDENTIFIED BY '{pw}';",
    "net use \\\\fs01\\buh /user:QYZ\\{u} {pw}",
    "rabbitmqctl add_user alutrack {pw}",
    "ipmitool -I lanplus -H 10.40.9.2 -U admin -P {pw} power status",
    "smelter-portal,{u},{pw}",
]

_PHRASES = [
    "passphrase: {pw}",
    "BitLocker on the marina laptop, passphrase {pw}",
    "ключевая фраза для бэкапа: {pw}",
    "Passphrase fürs Backup ist {pw}",
    "gpg --batch --passphrase '{pw}' -c tabel.csv",
    "restic repo password: {pw}",
]


def _phrase(g: random.Random) -> str:
    words = ["ertis", "kesek", "tulpar", "dombra", "vagon", "buran", "shubat", "anod",
             "marina", "qayiq", "baursak", "tigel", "steppe", "kumys"]  # fmt: skip
    return " ".join(g.sample(words, 4))


# --- vendor tokens ------------------------------------------------------------------------
_VENDOR_SHAPES: list[tuple[str, Maker]] = [
    ("GitHub token", v.token("ghp_", (ALNUM, 36))),
    ("GitLab PAT", v.token("glpat-", (URLSAFE, 20))),
    ("Slack bot token", v.token("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("Stripe key", v.token("sk_live_", (ALNUM, 32))),
    ("OpenAI key", v.token("sk-proj-", (URLSAFE, 48))),
    ("Anthropic key", v.token("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("AWS access key id", v.token("AKIA", (UPPER + "234567", 16))),
    ("Google API key", v.token("AIza", (URLSAFE, 35))),
    ("HF token", v.token("hf_", (ALNUM, 34))),
    ("npm token", v.token("npm_", (ALNUM, 36))),
    ("SendGrid key", v.token("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Twilio API key", v.token("SK", (HEX, 32))),
    ("PyPI token", v.token("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 60))),
    ("Shopify token", v.token("shpat_", (HEX, 32))),
    ("DigitalOcean token", v.token("dop_v1_", (HEX, 64))),
    ("Linear key", v.token("lin_api_", (ALNUM, 40))),
    ("Grafana service account token", v.token("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("Postman key", v.token("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("Vault token", v.token("hvs.", (URLSAFE, 90))),
    ("Tailscale auth key", v.token("tskey-auth-", (ALNUM, 12), "-", (ALNUM, 30))),
    ("Doppler token", v.token("dp.st.prd.", (ALNUM, 43))),
    ("Figma token", v.token("figd_", (URLSAFE, 40))),
    ("Notion secret", v.token("ntn_", (D, 11), (ALNUM, 35))),
    ("Groq key", v.token("gsk_", (ALNUM, 52))),
    ("Replicate token", v.token("r8_", (ALNUM, 37))),
    ("Perplexity key", v.token("pplx-", (ALNUM, 48))),
    ("xAI key", v.token("xai-", (ALNUM, 80))),
    ("Databricks token", v.token("dapi", (HEX, 32))),
    ("NVIDIA key", v.token("nvapi-", (URLSAFE, 64))),
    ("Docker Hub PAT", v.token("dckr_pat_", (URLSAFE, 27))),
    ("Mailgun key", v.token("key-", (HEX, 32))),
    ("Brevo key", v.token("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("Supabase token", v.token("sbp_", (HEX, 40))),
    ("PlanetScale password", v.token("pscale_pw_", (URLSAFE, 43))),
    ("Pulumi token", v.token("pul-", (HEX, 40))),
    ("Alibaba AccessKey ID", v.token("LTAI", (ALNUM, 20))),
    ("Tencent SecretId", v.token("AKID", (ALNUM, 32))),
    ("Sentry auth token", v.token("sntrys_", (ALNUM, 60))),
    ("Telegram bot token", v.token((D, 10), ":AA", (URLSAFE, 33))),
    ("Slack app token", v.token("xapp-1-A", (UPPER_DIGITS, 10), "-", (D, 13), "-", (HEX, 64))),
]

_VENDOR_FRAMES = [
    "{name} for the AluTrack sync: {pw}",
    "{pw}",
    "export TOKEN={pw}",
    "Yerlan, the {name} rotated, new one {pw}",
    "{name} для бота столовой: {pw}",
    "marina CI uses {pw} ({name})",
    "{name}: {pw} — Viktor hat's ins Wiki gepackt",
    "Authorization: Bearer {pw}",
]


def _vendors(g: random.Random, n: int) -> list[Sample]:
    out = []
    shapes = list(v.cycle(g, _VENDOR_SHAPES, n))
    for (name, make), frame in zip(shapes, v.cycle(g, _VENDOR_FRAMES, n), strict=True):
        secret = make(g)
        out.append(Sample("vendor_token", frame.format(name=name, pw=secret), secret))
    return out


_INVENTED = [
    "KomirPay API key: {pw}",
    "SmenaNet api_key = {pw}",
    "Integrations › QayiqBook: {pw}",
    "AluTrack integration broken, current key {pw}",
    "ключ API KomirPay: {pw}",
    "QayiqBook API кілті: {pw}",
    "SmenaNet API-Schlüssel ist {pw}",
    "AluTrack API miyao: {pw}",
    "KomirPay 接口密钥：{pw}",
    "Kaspi Pay merchant secret key for the canteen: {pw}",
    "Halyk ePay client_secret={pw}",
    "Wolt courier API key {pw}",
    "Glovo partner api key -> {pw}",
    "Chocofamily integration key: {pw}",
    "Kolesa ads API token {pw}",
]


def _invented_key(g: random.Random) -> str:
    kind = g.randrange(3)
    if kind == 0:
        return _r(g, HEX, 40)
    if kind == 1:
        return v.uuid4(g)
    return _r(g, ALNUM, 32)


_BARE = [
    "{pw}",
    "сохрани: {pw}",
    "paste this into the Asqazan POS: {pw}",
    "осы кодты сақта {pw}",
    "Viktor: {pw}",
]

_HEX = [
    "AZURE_STORAGE_KEY={pw}",
    "encryption key for the marina backups: {pw}",
    "SECRET_KEY_BASE={pw}",
    "HMAC key (AluTrack webhooks) = {pw}",
    "ключ шифрования: {pw}",
    "master.key\n{pw}",
    "{pw}",
    "加密密钥 {pw}",
]

_JWT = [
    "Authorization: Bearer {pw}",
    "jwt={pw}",
    "SmenaNet session token: {pw}",
    "токен: {pw}",
    "curl -H 'Authorization: Bearer {pw}' https://api.shygys7.lan/v2/menu",
    "{pw}",
]


def _jwt(g: random.Random) -> str:
    head = v.b64url({"alg": g.choice(["HS256", "RS256"]), "typ": "JWT"})
    body = v.b64url(
        {"sub": g.choice(_PEOPLE).lower(), "iss": "smenanet.qyzyltas.lan",
         "exp": g.randrange(1_900_000_000, 2_000_000_000), "role": g.choice(["kassa", "admin"])}
    )  # fmt: skip
    return f"{head}.{body}.{_r(g, URLSAFE, 43)}"


def _pem(g: random.Random) -> str:
    kind = g.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    raw = bytes(g.randrange(256) for _ in range(g.choice([240, 300, 360])))
    body = base64.b64encode(b"\x30\x82\x04\xa4\x02\x01\x00" + raw).decode()
    lines = "\n".join(body[i : i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN {kind}-----\n{lines}\n-----END {kind}-----"


_PEM = [
    "deploy key for git.qyzyltas.lan:\n{pw}",
    "{pw}",
    "ключ от сервера столовой\n{pw}\nне теряй",
    "cat > ~/.ssh/id_marina <<'EOF'\n{pw}\nEOF",
    "Viktor, hier der Schlüssel:\n{pw}",
]

_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "russian", "chinese_simplified")}


def _seed(g: random.Random, lang: str) -> str:
    """A checksum-valid phrase that `Mnemonic.check` also accepts (drawn again if a word's
    accent makes it refuse one, as some Russian words do)."""
    size = g.choice([16, 16, 32])
    return v.until(
        g,
        lambda h: str(_MNEMO[lang].to_mnemonic(bytes(h.randrange(256) for _ in range(size)))),
        _MNEMO[lang].check,
    )


_SEED_TEMPLATES = [
    ("english", "recovery phrase for the marina's USDT wallet: {pw}"),
    ("english", "seed words\n{pw}"),
    ("english", "{pw}"),
    ("english", "Adlan's Trust Wallet seed: {pw} (keep offline)"),
    ("english", "сид фраза от кошелька: {pw}"),
    ("english", "Wiederherstellungsphrase: {pw}"),
    ("russian", "мнемоника: {pw}"),
    ("russian", "{pw}"),
    ("russian", "сид-фраза кошелька Гули\n{pw}"),
    ("chinese_simplified", "助记词：{pw}"),
    ("chinese_simplified", "zhujici: {pw}"),
    ("english", "qalpyna keltiru sözderi: {pw}"),
]


def _seeds(g: random.Random) -> list[Sample]:
    out = []
    for lang, template in _SEED_TEMPLATES:
        phrase = _seed(g, lang)
        if lang != "chinese_simplified" and g.random() < 0.3:
            phrase = "\n".join(f"{i}. {w}" for i, w in enumerate(phrase.split(), 1))
        out.append(Sample("seed_phrase", template.format(pw=phrase), phrase))
    return out


# --- cards, codes, banks and ids ------------------------------------------------------------
_CARD_PREFIXES = ["440043", "400303", "539545", "517792", "2200", "2202", "6262", "6250",
                  "4169", "5522", "37"]  # fmt: skip


def _card(g: random.Random) -> str:
    prefix = g.choice(_CARD_PREFIXES)
    length = 15 if prefix == "37" else 16
    body = prefix + _r(g, D, length - len(prefix) - 1)
    return body + luhn.calc_check_digit(body)


def _card_text(g: random.Random) -> str:
    number = _card(g)
    return v.grouped(number, g.choice([" ", "-", "", " "]), g)


_CARDS = [
    "card for the diesel: {pw}",
    "Kaspi Gold {pw} на Гулю",
    "карта {pw} 09/31",
    "Halyk card number {pw}, exp 04/30",
    "номер карты: {pw}",
    "kartanyñ nömırı {pw}",
    "Karte von Oma: {pw}",
    "yinhangka {pw}",
    "银行卡号 {pw}",
    "pay the crane rental with {pw}",
    "{pw} exp 11/29 Adlan Tsuraev",
    "картаның нөмірі → {pw}",
]

_CVV = [
    "CVV {pw}",
    "security code on the back: {pw}",
    "код на обороте {pw}",
    "три цифры сзади: {pw}",
    "CVC-Code: {pw}",
    "anquanma {pw}",
    "the three digits on the back are {pw}",
    "картаның артындағы код: {pw}",
]

_IBAN_COUNTRIES = ["KZ", "KZ", "RU", "MN", "GE", "BY"]
_IBAN_SHAPES = {"KZ": "nnn" + "c" * 13, "RU": "n" * 14 + "c" * 15, "MN": "n" * 16,
                "GE": "aa" + "n" * 16, "BY": "cccc" + "nnnn" + "c" * 16}  # fmt: skip


def _iban(g: random.Random) -> str:
    number = v.iban_shaped(g, g.choice(_IBAN_COUNTRIES), _IBAN_SHAPES)
    return v.iban_spaced(number) if g.random() < 0.4 else number


_IBANS = [
    "IBAN: {pw}",
    "реквизиты ТОО, ИИК {pw}",
    "send the deposit to {pw}",
    "IBAN для оплаты: {pw}",
    "шот нөмірі (IBAN) {pw}",
    "Bankverbindung: IBAN {pw}",
    "Adlan's account {pw} for the freight",
    "zhanghao IBAN {pw}",
    "收款账户 IBAN：{pw}",
    "IBAN {pw} (Kaspi Bank)",
    "marina payouts go to {pw}",
]


def _inn(g: random.Random) -> str:
    return v.until(g, lambda h: _r(h, D, 12), ru_inn.is_valid)


def _ogrn(g: random.Random) -> str:
    return v.until(g, lambda h: "1" + _r(h, D, 12), ru_ogrn.is_valid)


def _ric(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        birth = f"{h.randrange(1965, 2000)}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        body = "6501" + h.choice(["02", "03", "04"]) + birth + _r(h, D, 3)
        return body + h.choice(D + "X")

    return v.until(g, make, cn_ric.is_valid)


def _uscc(g: random.Random) -> str:
    alphabet = "0123456789ABCDEFGHJKLMNPQRTUWXY"
    return v.until(g, lambda h: "91650100" + _r(h, alphabet, 10), cn_uscc.is_valid)


def _idnr(g: random.Random) -> str:
    return v.until(g, lambda h: str(h.randrange(1, 10)) + _r(h, D, 10), de_idnr.is_valid)


def _unp(g: random.Random) -> str:
    return v.until(g, lambda h: "19" + _r(h, D, 7), by_unp.is_valid)


_IDS: list[tuple[str, Maker]] = [
    ("ИНН поставщика: {pw}", _inn),
    ("ИНН {pw} (ООО из Омска)", _inn),
    ("Russian supplier tax id {pw}", _inn),
    ("ОГРН {pw}", _ogrn),
    ("OGRN of the Omsk supplier: {pw}", _ogrn),
    ("身份证号：{pw}", _ric),
    ("Ma Jianguo shenfenzheng {pw}", _ric),
    ("Chinese resident id: {pw}", _ric),
    ("统一社会信用代码 {pw}", _uscc),
    ("USCC of Jianguo Jixie: {pw}", _uscc),
    ("Steuer-ID von Oma: {pw}", _idnr),
    ("Steuerliche Identifikationsnummer {pw}", _idnr),
    ("Viktor's German tax id {pw}", _idnr),
    ("УНП контрагента: {pw}", _unp),
    ("Belarus UNP {pw}", _unp),
    ("ИНН водителя: {pw}", _inn),
    ("Identifikationsnummer → {pw}", _idnr),
    ("居民身份证 {pw}", _ric),
]


def _ids(g: random.Random) -> list[Sample]:
    out = []
    for template, make in _IDS:
        secret = make(g)
        out.append(Sample("national_id", template.format(pw=secret), secret))
    return out


_TOTP = [
    "TOTP secret for the VPN: {pw}",
    "2FA setup key {pw}",
    "otpauth://totp/SmenaNet:{u}?secret={pw}&issuer=SmenaNet",
    "ключ для Google Authenticator: {pw}",
    "can't scan the QR code, manual key is {pw}",
    "2FA kiltі: {pw}",
    "2FA-Schlüssel: {pw}",
    "shuangyinzi miyao {pw}",
    "two-factor secret (Zabbix admin) = {pw}",
    "2FA құпия кілті {pw}",
]

_OTP = [
    "Your verification code: {pw}",
    "Kaspi.kz: код {pw}. Никому не сообщайте",
    "Код подтверждения {pw}",
    "{pw} is your SmenaNet sign-in code",
    "Use {pw} to sign in to QayiqBook",
    "Растау коды: {pw}",
    "rastau kody {pw}, eşkımge aitpa",
    "Ihr Bestätigungscode lautet {pw}",
    "【佳食】验证码{pw}，5分钟内有效",
    "yanzhengma shi {pw}",
    "Halyk: одноразовый пароль {pw}",
    "Onay code {pw}",
    "Tele2: ваш код {pw}",
    "Adlan, kod SMS-ca: {pw}",
    "login code for Glovo: {pw}",
]


def _otp(g: random.Random) -> str:
    code = _r(g, D, g.choice([4, 6, 6, 6]))
    return f"{code[:3]} {code[3:]}" if len(code) == 6 and g.random() < 0.2 else code


_BACKUP = [
    "SmenaNet backup codes:\n{pw}",
    "резервные коды Google:\n{pw}",
    "Сақтық кодтар: {pw}",
    "Backup-Codes fürs Microsoft-Konto:\n{pw}",
    "备用验证码：{pw}",
    "recovery codes for the marina GitHub org\n{pw}",
    "коды восстановления {pw}",
    "Notfallcodes: {pw}",
    "2FA backup codes (Yerlan) {pw}",
    "beifen ma: {pw}",
]


def _backup(g: random.Random) -> str:
    codes = v.backup_codes(g, g.choice([6, 8, 10]), g.randrange(4))
    return g.choice(["\n", ", ", " "]).join(codes)


_WIFI = [
    "Wi-Fi: Asqazan-Canteen / {pw}",
    "network Marina Ertis Guest key {pw}",
    "пароль от вайфая в столовой: {pw}",
    "вайфай Shygys7-Office, пароль {pw}",
    "Wi-Fi құпиясөзі: {pw}",
    "wifi qupiasözi — {pw}",
    "WLAN-Passwort bei Oma: {pw}",
    "wifi mima: {pw}",
    "无线密码 {pw}",
    "WIFI:T:WPA;S:Qyzyltas-Pot;P:{pw};;",
    'wpa_passphrase="{pw}"',
    "wifi? \nGulnara: {pw}",
    "Network: PierBar 5G / {pw}",
    "wifi parol {pw}",
    "SSID Marina-Staff\nWPA2 key: {pw}",
]

_PINS = [
    "PIN {pw}",
    "ПИН карты {pw}",
    "код от двери склада {pw}",
    "door code for the canteen store room: {pw}#",
    "сейф в кассе, код {pw}",
    "PIN-код: {pw}",
    "есік коды {pw}",
    "Oma ihre PIN ist {pw}",
    "Tür-Code: {pw}",
    "mima suo {pw}",
    "门禁密码 {pw}",
    "gate code at the marina: {pw}",
    "alarm code {pw}",
    "SIM PIN {pw}",
    "PIN kod {pw}, cxanne a ma ala",
    "домофон {pw}",
    "padlock on the diesel tank: {pw}",
    "kartanyñ PIN kody: {pw}",
    "код сигнализации — {pw}",
    "keypad at the pot room: {pw}",
]


def _pin(g: random.Random) -> str:
    return _r(g, D, g.choice([4, 4, 5, 6]))


_SPELLED = [
    ("the word {w} followed by {n}", "the canteen password is "),
    ("{W} with a capital first letter and {n} at the end", ""),
    ("пароль это слово {w} и цифры {n}", ""),
    ("Das Passwort ist das Wort {w}, dann {n}", ""),
    ("құпиясөз: {w} сөзі, содан кейін {n}", ""),
    ("mima shi {w} jia {n}", ""),
    ("the name of our boat, {W}, followed by {n}", "marina PC password: "),
    ("type {w}, then {n}; that's the admin password", ""),
    ("parol: {w} dosh, tiexula {n}", ""),
    ("пароль — кличка собаки, {W}, и год {n}", ""),
]


def _spelled(g: random.Random) -> list[Sample]:
    words = ["tulpar", "baursak", "shubat", "irtysh", "dombra", "kesek", "buran", "aqqu",
             "sunkar", "tigel"]  # fmt: skip
    out = []
    for (body, lead), word in zip(_SPELLED, g.sample(words, len(_SPELLED)), strict=True):
        n = str(g.randrange(100, 10_000))
        text = lead + body.format(w=word, W=word.capitalize(), n=n)
        out.append(Sample("spelled_password", text, n))
    return out


def _spaced(g: random.Random) -> list[Sample]:
    out = []
    for sep, lead in [(" ", "token: "), (" - ", "ключ: "), ("·", "key "), (", ", ""), (" | ", "")]:
        raw = _r(g, ALNUM, 28)
        groups = [raw[i : i + 4] for i in range(0, len(raw), 4)]
        written = sep.join(groups)
        out.append(Sample("spaced_token", f"{lead}{written}", written))
    return out


# How many of each family.
_PLAN: list[tuple[str, list[str], int, Maker]] = [
    ("labelled_password", _LABELLED, 66, _pw),
    ("said_password", _SAID_FIRST, 20, _pw),
    ("login", _LOGINS, 55, _plain_pw),
    ("passphrase", _PHRASES, 8, _phrase),
    ("invented_vendor_key", _INVENTED, 15, _invented_key),
    ("bare_token", _BARE, 10, lambda g: _r(g, ALNUM, g.choice([32, 40, 48]))),
    ("hex_key", _HEX, 10, lambda g: _r(g, HEX, 64)),
    ("jwt", _JWT, 8, _jwt),
    ("pem_key", _PEM, 5, _pem),
    ("card", _CARDS, 15, _card_text),
    ("card_code", _CVV, 8, lambda g: _r(g, D, 3)),
    ("iban", _IBANS, 15, _iban),
    ("totp_secret", _TOTP, 10, lambda g: v.totp_secret(g, g.random() < 0.3)),
    ("one_time_code", _OTP, 15, _otp),
    ("backup_codes", _BACKUP, 10, _backup),
    ("wifi_key", _WIFI, 15, _plain_pw),
    ("pin_code", _PINS, 20, _pin),
]


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    g = random.Random(SEED)
    out: list[Sample] = []
    for cls, templates, n, make in _PLAN:
        out += _fam(g, cls, templates, n, make)
    out += _vendors(g, 40)
    out += _seeds(g)
    out += _ids(g)
    out += _spelled(g)
    out += _spaced(g)
    return out


_SPLIT: list[tuple[str, str, Maker]] = [
    ("split_password", "the 1C password is", _pw),
    ("split_password", "Пароль от кассы:", _pw),
    ("split_password", "құпиясөз", _pw),
    ("split_password", "Das Passwort ist", _pw),
    ("split_password", "密码", _pw),
    ("split_password", "mima shi", _pw),
    ("split_password", "parol", _pw),
    ("split_password", "marina kiosk password:", _pw),
    ("split_password", "qupiasöz:", _pw),
    ("split_wifi", "wifi Asqazan-Canteen, key", _plain_pw),
    ("split_pin", "door code for the store room", _pin),
    ("split_pin", "ПИН-код:", _pin),
    ("split_token", "KomirPay API key:", lambda g: _r(g, HEX, 40)),
    ("split_token", "GITHUB_TOKEN=", v.token("ghp_", (ALNUM, 36))),
    ("split_token", "Authorization: Bearer", _jwt),
    ("split_card", "номер карты", _card_text),
    ("split_iban", "IBAN:", _iban),
    ("split_id", "ИНН", _inn),
    ("split_code", "Ваш код подтверждения:", _otp),
    ("split_totp", "2FA setup key", lambda g: v.totp_secret(g, False)),
]


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    g = random.Random(SEED + 1)
    tails = ["", " (new)", "\nне теряй", ". danke", " 谢谢", ", rotated on monday"]
    out = []
    for cls, first, make in _SPLIT:
        secret = make(g)
        out.append(FieldPair(cls, first, secret + g.choice(tails), secret))
    return out


_META: list[tuple[str, str, Maker]] = [
    ("meta_password", '{"pos": {"host": "kassa.shygys7.lan", "password": "{s}"}}', _plain_pw),
    ("meta_password", '{"пароль": "{s}"}', _plain_pw),
    ("meta_password", '{"құпиясөз": "{s}", "user": "aigerim"}', _plain_pw),
    ("meta_password", '{"Kennwort": "{s}"}', _plain_pw),
    ("meta_password", '{"mima": "{s}", "yonghu": "ma"}', _plain_pw),
    ("meta_password", '{"密码": "{s}"}', _plain_pw),
    (
        "meta_password",
        '{"routers": [{"name": "gw1"}, {"name": "gw2", "admin_pass": "{s}"}]}',
        _plain_pw,
    ),
    (
        "meta_password",
        '{"db": {"url": "postgresql://kassa:{s}@db.shygys7.lan/asqazan"}}',
        _plain_pw,
    ),
    ("meta_wifi", '{"wifi": {"ssid": "Marina Ertis Guest", "psk": "{s}"}}', _plain_pw),
    ("meta_pin", '{"door_code": "{s}"}', _pin),
    ("meta_pin", '{"card": {"pin": "{s}"}}', _pin),
    ("meta_token", '{"komirpay_api_key": "{s}"}', lambda g: _r(g, HEX, 40)),
    (
        "meta_token",
        '{"slack": {"bot_token": "{s}"}}',
        v.token("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24)),
    ),
    ("meta_token", '{"note": "alutrack token {s}"}', v.token("glpat-", (URLSAFE, 20))),
    ("meta_token", '{"auth": {"jwt": "{s}"}}', _jwt),
    ("meta_card", '{"payment": {"card_number": "{s}"}}', _card_text),
    ("meta_iban", '{"rekvizity": {"iban": "{s}"}}', _iban),
    ("meta_id", '{"inn": "{s}"}', _inn),
    ("meta_totp", '{"2fa": {"secret": "{s}"}}', lambda g: v.totp_secret(g, False)),
    ("meta_seed", '{"wallet": {"seed": "{s}"}}', lambda g: _seed(g, "english")),
]


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    g = random.Random(SEED + 2)
    out = []
    for cls, text, make in _META:
        secret = make(g)
        metadata = json.loads(text.replace("{s}", json.dumps(secret)[1:-1]))
        out.append(MetadataSample(cls, metadata, secret))
    return out


_SUM_BAUXITE = hashlib.sha256(b"alutrack-agent-2.14.3-linux-amd64.tar.gz").hexdigest()
_SUM_MENU = hashlib.sha256(b"asqazan-menu-2031-03.xlsx").hexdigest()
_COMMIT = hashlib.sha1(b"pots: add cathode age column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"marina: fix berth map", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"tabel_2031-04.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the canteen POS password before the audit on 2031-05-14.",
    "Gulnara asked for the wifi password; it's on the card in the manager's drawer.",
    "Policy: Qyzyltas passwords are 14 characters or more and live only in the vault.",
    "Please don't paste passwords into the Telegram group; share a vault link instead.",
    "`.env.example` has `KOMIRPAY_API_KEY=replace-me`; the real key is in the vault.",
    f"sha256 of alutrack-agent-2.14.3-linux-amd64.tar.gz: {_SUM_BAUXITE}",
    f"checksum (asqazan-menu-2031-03.xlsx) sha256:{_SUM_MENU}",
    f"fixed in commit {_COMMIT}",
    f"marina berth map fix is {_SHORT}, deployed Tuesday",
    f"md5 of tabel_2031-04.csv is {_MD5}",
    "AluTrack agent upgraded from 2.14.2 to 2.14.3.",
    "Order No. 2031-0417-88 for 40 anode blocks, delivery to Pavlodar 140000.",
    "Tracking number KZ 4471 0093 2281 for the pump seals from Urumqi.",
    "Call the marina office: +7 7182 55 01 93 (invented line, ask for Aigerim).",
    "Invoice total 1 284 500 ₸ incl. VAT, due 2031-06-30.",
    "Card ending **** 4417 was charged 8 400 ₸ for lunches.",
    "IBAN: KZ** **** **** **** 1290 (masked in the export)",
    "Пароль никому не говорите, даже сотрудникам банка.",
    "Забыли пароль? Нажмите «Восстановить».",
    "ПИН-код вводите только сами, кассиру не диктуйте.",
    "Код из СМС придёт в течение минуты.",
    "Пароль должен быть не короче 12 символов.",
    "щас скину пароль в личку, не в общий чат",
    "Құпиясөзді ешкімге айтпаңыз.",
    "Құпиясөзді ұмыттыңыз ба? Қалпына келтіру батырмасын басыңыз.",
    "qupiasözdı eşkımge aitpa, tek özıñ bıl",
    "SMS kody bır minut ışınde keledı.",
    "Oma hat ihr Passwort wieder vergessen, ich fahr morgen hin.",
    "Das Passwort muss mindestens zwölf Zeichen haben.",
    "Sag niemandem deine PIN, auch nicht am Telefon.",
    "parol cxanne a ma ala, xaza yu?",
    "Adlan, parol xuo telefon chu ma yazde.",
    "mima bu yao gaosu bieren.",
    "请勿向任何人透露验证码。",
    "密码长度至少12位。",
    "yanzhengma wu fenzhong nei youxiao.",
    "The door code changes on the first of each month; ask the shift boss.",
    "Coordinates of the fuel dock: 52.2873, 76.9674.",
    "Ekibastuz shift schedule: 08:00–20:00, handover at 19:45.",
    "Product code AL-ING-99.7 is primary aluminium ingot, 22.5 kg.",
    "Berth B-14 is booked 2031-07-02 to 2031-07-09, boat length 7.4 m.",
    "Use a passphrase of four random words for the new laptops.",
    "The TOTP app shows a new code every 30 seconds; never send it to anyone.",
    "Backup codes are printed once; keep them in the safe, not in chat.",
    "Wi-Fi for guests is open at the marina café; no password needed.",
    "Kaspi QR payments are accepted at the canteen till.",
    "Python 3.11.9, Django 4.2.16, psycopg 3.2.3 on the AluTrack server.",
    "Ticket QM-2231 closed: password reset done by Yerlan (no password in ticket).",
    "The API key field for SmenaNet is required in the settings page.",
    "Docker image registry.qyzyltas.lan/alutrack:2.14.3 pushed.",
    "Postcode 141200 is Ekibastuz; 140000 is Pavlodar.",
    "Phone for the Tsuraev trucks dispatcher: +7 701 555 0142.",
    "Pot 117 relined on 2031-03-22, cathode age 0 days.",
    "UUID of the menu record in the test db is shown only in the admin.",
    "Ваш заказ № 58-331-207 передан курьеру.",
    "Тапсырыс нөмірі 4417-22, жеткізу ертең.",
    "Lieferung Nr. 2031/118 kommt am Freitag.",
    "dingdan hao 20310417-3381, mingtian fahuo.",
    "Version 7.4.1 of the scale firmware fixed the rounding bug.",
    "The PIN pad at the canteen till is broken again.",
]

CLEAN_METADATA: list[dict[str, Any]] = [
    {"password_policy": "14 chars min", "rotation_days": 90},
    {"sha256": _SUM_MENU, "file": "asqazan-menu-2031-03.xlsx"},
    {"commit": _COMMIT, "branch": "main"},
    {"order": "2031-0417-88", "city": "Pavlodar", "postcode": "140000"},
    {"card_last4": "4417", "amount_kzt": 8400},
    {"pin_pad": "broken", "till": 2},
    {"wifi": {"ssid": "Marina Ertis Guest", "open": True}},
    {"creds": {"username": "kassa-bot", "host": "kassa.shygys7.lan"}},
    {"2fa": {"enabled": True, "method": "totp"}},
    {"пароль": "см. сейф", "примечание": "не в чате"},
]
