# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-sixth corpus: written blind, without its rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-fifth's docstring, the
fifth to three-hundred-and-fifth only through grep -l/-c counts (languages, wordings, tools,
vendors, id kinds and IBAN countries already used), the sample types, the value helpers and the
docs and source of python-stdnum and mnemonic; never `memories/`, the tuning corpus, the round
corpora, the corpora written at the same time (307 to 309), any other test, the reports, the
benchmarks, the rest of docs/security.md, the changelog nor the git history, and the scrubber was
never run on it. Its own seed (306491877); password words: Bandari and island words with a Persian
year (`Hara1402!`), a dhow's name (`Lenj-Sadaf-42#`), leet island names (`Qe5hm`), a name, a year
and Qeshm, joined place words with digits, a generator's dashed groups and random runs.
The fictional company is Sadaf Khalij (a ferry-booking desk at Larak jetty, a guesthouse on Hormuz
island, a warehouse in the Qeshm free zone, a depot in Bandar Abbas and a date farm's office in
Minab), its staff and their relatives in Hamburg-Altona and Gothenburg (Hisingen), and an agent in
Dubai. Every company, person, address, domain (`.test`) and number is fictional; only the region
(the Strait of Hormuz islands, Qeshm, Hormuz island, Larak, Bandar Abbas, Minab) is real. Texts:
chats with times, tickets, notes, runbooks, shell prompts, config and env files, voice-note
transcripts and requests to the assistant; separators: a colon, `=`, "is", `lautet`, `ist`, `är`,
`هي`, an arrow, `|`, a new line, quotes, a chat's next turn, a value said first.

Grep counts (heldouts 5 to 305 naming each, `grep -l`): in none, Qeshm, Hormuz, Minab, Larak,
Altona, Hisingen, Landvetter, Sadaf, `ramzesh`, `passvord`, `رمزش`, `säg inte`, `ma tgool`,
`röstmeddelande`, `nmap --script-args`, opnsense (lower case), fortigate, openvpn3, modemmanager,
QeshmPay, HormozCloud; in one, Bandar Abbas, Göteborg, `گذرواژه`, `koden är`, `Sprachnachricht`,
`شماره شبا`, gnokii, zerotier, softether, `momsregistreringsnummer`; in two to five, `ramz`,
`Passwort lautet`, `wget --ftp-password`, turnadmin, fs_cli, swanctl, mmcli, `Emirates ID`,
`کد ملی`; used more before and here in wordings of their own: `رمز عبور` (11), `پسورد` (6),
`كلمة السر` (31), `lösenordet` (21), Hamburg (16), KeePassXC, sshpass, mysql, psql, smbclient,
`WIFI:`, `otpauth://`, Basic and Bearer headers, JWTs, PEM blocks, JDBC strings, env files.

About half of the secret samples are not in English: Persian with a Bandari flavour in Arabic
script (`رمز عبور`, `رمزش اینه`, `پسورد`, `گذرواژه`, `به کسی نگی`) and Finglish (`ramz-e`,
`ramzesh`, `passvord`, `be kasi nagoo`, `yadet bashe`); Gulf Arabic in script (`باسوورد`, `حق`,
`مال`, `الرقم السري`) and Arabizi (`el password mal el server`, `wallah la tgoolah 7ad`,
`kalimat el ser 7ag`); German of the Hamburg relatives (`Moin`, `Passwort lautet`, `Kennwort`);
Swedish of the Gothenburg relatives (`lösenordet till … är`, `lösen`, `säg inte till någon`).
The wordings are the author's guesses, checked by no speaker; the thinnest are the Bandari flavour
itself (the texts are close to standard colloquial Persian), the Arabizi spellings (`7ag`,
`tgoolah`, `el arqam el thalatha wara el batga`) and `khalha 3indik`.

Vendors: invented local ones (QeshmPay, HormozCloud, LarakSMS, MinabMaps, DolphinTix,
BandarLedger, SooroPOS, NakhlMail; their shapes and prefixes `qpay_live_`, `hzc-`, `lsms.`,
`bl_sk_`, `spos_` are the author's guesses), besides GitHub, GitLab, Stripe, Slack, AWS, OpenAI,
Anthropic, SendGrid, Telegram, Hugging Face, npm, Google, DigitalOcean, Shopify, Linear, Grafana,
Tailscale, Groq, Replicate, Postman, NVIDIA, Perplexity, Brevo, Netlify, Supabase and Figma.
Ids with a check, drawn until their python-stdnum module validates them: Germany's Steuer-ID
(`de.idnr`, 8 earlier corpora) and Steuernummer (`de.stnr`, 3), Sweden's personnummer
(`se.personnummer`, 6), organisationsnummer (`se.orgnr`, 3) and VAT number (`se.vat`, 1), Egypt's
tax number (`eg.tn`, 5); the UAE's Emirates ID (its last digit by `stdnum.luhn`); Iran's kod melli
(its mod-11 check digit computed here, no library checks it) and an Iranian passport (shape
guessed, unchecked). Card numbers pass Luhn (Visa, Mastercard, Amex, UnionPay, Mir, JCB). IBANs
of Saudi Arabia, the UAE, Jordan, Egypt, Czechia and Romania (25, 26, 26, 26, 20 and 20 earlier
corpora by a rough grep), drawn until `stdnum.iban` validates them. Seed phrases come from
`mnemonic`'s English, Spanish, Italian, Czech and Portuguese lists (valid checksums). Every
secret is drawn until it is new and no clean text holds it.
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
from collections.abc import Callable
from typing import Any

from mnemonic import Mnemonic
from stdnum import luhn
from stdnum.de import idnr as de_idnr
from stdnum.de import stnr as de_stnr
from stdnum.eg import tn as eg_tn
from stdnum.se import orgnr as se_orgnr
from stdnum.se import personnummer as se_pnr
from stdnum.se import vat as se_vat

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 306_491_877
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"
_r, _j = v.r, v.token
Maker = v.Maker

_NAMES = ["Hamid", "Zohreh", "Bahman", "Golnaz", "Kaveh", "Maryam", "Saeed", "Shahla", "Yaghoub",
          "Fereshteh", "Khalfan", "Mouza", "Rashid", "Salem", "Parvin", "Darius", "Shirin",
          "Arvid", "Elin", "Jonas", "Nasser", "Ladan"]  # fmt: skip
_USERS = ["hamid.k", "zohreh", "bahman", "golnaz.r", "kaveh", "maryam.s", "saeed", "khalfan",
          "mouza", "rashid.a", "ops", "marjan-svc", "backup", "darius.h"]  # fmt: skip
_WORDS = ["Lenj", "Sadaf", "Morvarid", "Hara", "Tabl", "Goureh", "Namakdan", "Chahkooh",
          "Soorak", "Daryaneh", "Nakhl", "Khorbas", "Tolla", "Bandari", "Larak", "Minab",
          "Dolphin", "Marjan"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=~"
_LEET = ["H4r4", "L3nj", "S4d4f", "M0rv4r1d", "N4kh1", "Qe5hm", "H0rmuz", "L4r4k"]


def _pw_word_year(g: random.Random) -> str:
    return f"{g.choice(_WORDS)}{g.randrange(1370, 1410)}{g.choice(_SYMBOLS)}"


def _pw_boat(g: random.Random) -> str:
    return f"Lenj-{g.choice(_WORDS)}-{g.randrange(10, 99)}{g.choice(_SYMBOLS)}"


_PICKS: list[Maker] = [
    _pw_word_year,
    _pw_boat,
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2010)}{g.choice(_SYMBOLS)}Qeshm",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2035)) + g.choice(_SYMBOLS),
    lambda g: "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3)),
    lambda g: f"{g.choice(_WORDS).lower()}_{g.choice(_WORDS).lower()}_{g.randrange(1000, 9999)}",
    lambda g: (
        _r(g, UPPER, 2) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2)
    ),
    lambda g: _r(g, ALNUM, 14),
    lambda g: f"{g.choice(_WORDS)}{g.choice(_WORDS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
]


def _pw(g: random.Random) -> str:
    return g.choice(_PICKS)(g)


def _plain_pw(g: random.Random) -> str:
    ok = set(ALNUM + "._~-")
    return v.until(g, _pw, lambda s: set(s) <= ok)


_USED: set[str] = set()


def _fresh(g: random.Random, make: Maker) -> str:
    """A value not drawn before in this module (and not inside any clean text)."""
    return v.until(g, make, lambda s: s not in _USED and not any(s in c for c in CLEAN))


Family = tuple[str, list[str], Maker, int]


def _take(g: random.Random, fam: Family) -> list[Sample]:
    cls, templates, make, n = fam
    out = []
    for template in v.cycle(g, templates, n):
        secret = _fresh(g, make)
        _USED.add(secret)
        fields = {"pw": secret, "n": g.choice(_NAMES), "u": g.choice(_USERS)}
        out.append(Sample(cls, template.format_map(fields), secret))
    return out


_SAID = [
    "Ticket #4471 (Qeshm free-zone office): the Mikrotik hAP admin password is {pw}",
    "note to self: Larak jetty kiosk laptop password = {pw}",
    "{n} in the Soorak Shipping group: the warehouse NAS password is {pw} — don't forward",
    "Runbook, Bandar Abbas depot: router web UI, user admin, password: {pw}",
    "Please remember for me: the Minab date-farm tablet password is {pw}",
    "Hey assistant, store this: OPNsense firewall root password → {pw}",
    "رمز عبور کامپیوتر انبار قشم: {pw}",
    "رمزش اینه {pw} به کسی نگی",
    "پسورد وای‌فای اسکله لارک {pw} ـه",
    "گذرواژه‌ی سرور حسابداری بندر عباس = {pw}",
    "ramz-e system-e anbar {pw} e, be kasi nagoo",
    "passvord-e laptop-e Hamid: {pw}",
    "pass-e modem-e Minab ro avaz kardam, alan {pw} e",
    "ramzesh {pw} hast, yadet bashe",
    "باسوورد الكمبيوتر حق المستودع: {pw} لا تقول لأحد",
    "الرقم السري مال الراوتر {pw} يا {n}",
    "كلمة السر حق نظام الحجوزات هي {pw}",
    "el password mal el server {pw} wallah la tgoolah 7ad",
    "kalimat el ser 7ag el wifi {pw}",
    "Moin! Das Passwort für Omas Laptop lautet {pw}",
    "Onkel {n}, dein neues Kennwort fürs Banking ist {pw}, schreib's nicht auf",
    "Tante Parvin, das WLAN-Passwort in Hamburg-Altona ist {pw}",
    "Lösenordet till pappas dator är {pw}, säg inte till någon",
    "hej! lösen till routern i Göteborg: {pw}",
    "Elin, ditt nya lösenord är {pw} – byt det sen",
]
_LOGINS = [
    "login for the Bandar Abbas customs portal: {u} / {pw}",
    "creds for the fortigate are {u} and {pw}",
    "sign in to the Qeshm booking panel as {u} with {pw}",
    "{u}:{pw}@erp.sadafkhalij.test",
    "نام کاربری {u} رمز عبور {pw}",
    "user: {u} | pass: {pw} (Hormuz guesthouse PMS)",
    "Benutzer {u}, Passwort {pw} — das ist Darius' Konto",
    "användarnamn {u}, lösenord {pw}",
    "اسم المستخدم {u} والباسوورد {pw}",
    "username-esh {u}, ramzesh {pw}",
]
_SPELLED = [
    "the password is the word {pw} and then the year, all small",
    "رمزش کلمه‌ی {pw} ـه، بعدش سال تولد بابا",
    "ramz kalame-ye {pw} e ba harf-e bozorg, baadesh 1402",
    "Das Passwort ist das Wort {pw}, dann 1403",
    "lösenordet är ordet {pw} och sedan 77",
    "الباسوورد كلمة {pw} وبعدين رقم 88",
]
_SPELL_WORDS = ["khorshidmahi", "gooshmahi", "tanboureh", "namakzar", "hengamak", "chahkoohi",
                "sheytankan",
                "tablkhor", "morvaridi", "daryabanu", "lenjsazi", "harabagh"]  # fmt: skip
_CLI = [
    "nmap -p 445 --script smb-brute --script-args smbuser={u},smbpass={pw} 10.40.0.7",
    "openvpn3 session-start --config qeshm.ovpn --username {u} --password '{pw}'",
    "mmcli -m 0 --simple-connect='apn=mtnirancell,user={u},password={pw}'",
    "gnokii --config ~/.gnokiirc --setpin {u} '{pw}'",
    "vpncmd /server vpn.sadafkhalij.test:5555 /password:{pw} /cmd ServerStatusGet",
    "zerotier-cli -T '{pw}' listnetworks",
    "wget --ftp-user={u} --ftp-password='{pw}' ftp://ftp.sadafkhalij.test/manifests/",
    "turnadmin -a -u {u} -r qeshm.test -p '{pw}'",
    "fs_cli -H pbx.sadafkhalij.test -p '{pw}' -x 'show calls'",
    "swanctl --load-creds && ipsec pki --pub --password '{pw}'",
    "sshpass -p '{pw}' ssh {u}@10.40.0.12",
    "mysql -h db.sadafkhalij.test -u {u} -p'{pw}' bookings",
    "redis-cli -h cache.hormuz.test -a '{pw}' ping",
    "curl -u {u}:{pw} https://api.sadafkhalij.test/v1/manifests",
    "docker login registry.sadafkhalij.test -u {u} -p '{pw}'",
    "psql 'postgresql://{u}:{pw}@pg.qeshm.test:5432/ledger'",
    "smbclient //nas.qeshm.test/docs -U {u}%{pw}",
    "sqlcmd -S sql.bandar.test -U {u} -P '{pw}' -Q 'select 1'",
    "7z a -p'{pw}' invoices-1403.7z invoices/",
    "openssl enc -aes-256-cbc -in crew.csv -out crew.enc -pass pass:{pw}",
    "xfreerdp /v:10.40.0.30 /u:{u} /p:{pw}",
    "ldapsearch -x -D 'cn={u},dc=sadaf,dc=test' -w '{pw}' -b dc=sadaf,dc=test",
]
_SHELLS = [
    "{c}",
    "$ {c}",
    "hamid@qeshm-gw:~$ {c}",
    "[root@bandar-depot ~]# {c}",
    "دستوری که زدم: {c}",
    "in dastoor ro zadam: {c}",
    "الأمر اللي شغلته: {c}",
    "Darius hat das getippt: {c}",
    "kommandot jag körde: {c}",
    "PS C:\\ops> {c}",
]


_URLS = [
    "DATABASE_URL=postgres://{u}:{pw}@pg.qeshm.test:5432/bookings",
    "mongodb+srv://{u}:{pw}@cluster0.hormuz.test/crew?retryWrites=true",
    "amqp://{u}:{pw}@mq.bandar.test:5672/%2f",
    "redis://:{pw}@cache.larak.test:6379/0",
    "jdbc:mysql://db.minab.test:3306/dates?user={u}&password={pw}",
    "Server=sql.bandar.test;Database=Ledger;User Id={u};Password={pw};",
    "رشته اتصال: mysql://{u}:{pw}@db.qeshm.test/anbar",
    "connection-string-e jadid: postgres://{u}:{pw}@10.40.0.5/ledger",
    "Verbindungs-URL für Darius: ftp://{u}:{pw}@files.hamburg-fam.test/",
    "socks5://{u}:{pw}@:1080",
]
_VENDOR_MAKERS: list[tuple[str, Maker]] = [
    ("GitHub", _j("ghp_", (ALNUM, 36))),
    ("GitLab", _j("glpat-", (URLSAFE, 20))),
    ("Stripe", _j("sk_live_", (ALNUM, 24))),
    ("Slack", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("AWS", _j("AKIA", (UPPER_DIGITS, 16))),
    ("OpenAI", _j("sk-proj-", (URLSAFE, 48))),
    ("Anthropic", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("SendGrid", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Telegram", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("Hugging Face", _j("hf_", (ALNUM, 34))),
    ("npm", _j("npm_", (ALNUM, 36))),
    ("Google", _j("AIza", (URLSAFE, 35))),
    ("DigitalOcean", _j("dop_v1_", (HEX, 64))),
    ("Shopify", _j("shpat_", (HEX, 32))),
    ("Linear", _j("lin_api_", (ALNUM, 40))),
    ("Grafana", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("Tailscale", _j("tskey-auth-", (ALNUM, 12), "-", (ALNUM, 32))),
    ("Groq", _j("gsk_", (ALNUM, 52))),
    ("Replicate", _j("r8_", (ALNUM, 37))),
    ("Postman", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("NVIDIA", _j("nvapi-", (URLSAFE, 64))),
    ("Perplexity", _j("pplx-", (ALNUM, 48))),
    ("Brevo", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("Netlify", _j("nfp_", (ALNUM, 36))),
    ("Supabase", _j("sbp_", (HEX, 40))),
    ("Figma", _j("figd_", (URLSAFE, 40))),
    ("QeshmPay", _j("qpay_live_", (ALNUM, 32))),
    ("HormozCloud", _j("hzc-", (HEX, 40))),
    ("LarakSMS", _j("lsms.", (URLSAFE, 30))),
    ("MinabMaps", _j((UPPER_DIGITS, 28))),
    ("DolphinTix", lambda g: v.uuid4(g, "b")),
    ("BandarLedger", _j("bl_sk_", (B64, 40))),
    ("SooroPOS", _j("spos_", (LOWER_DIGITS, 30))),
    ("NakhlMail", _j((HEX, 32))),
]
_VENDOR_PLACES = [
    "{v} API key for the Qeshm booking site: {pw}",
    "new {v} token → {pw}",
    "کلید API {v}: {pw}",
    "token-e {v} ro avaz kardam: {pw}",
    "مفتاح API حق {v}: {pw}",
    "{v}-API-Schlüssel von Darius: {pw}",
    "API-nyckel för {v}: {pw}",
    "assistant, save the {v} secret for the Bandar Abbas depot: {pw}",
    "Integrations › {v}: {pw}",
    "{v} integration broken, current key {pw}",
]


def _vendor_family(g: random.Random, n: int) -> list[Sample]:
    out = []
    places = list(v.cycle(g, _VENDOR_PLACES, n))
    for i, place in enumerate(places):
        name, make = _VENDOR_MAKERS[i % len(_VENDOR_MAKERS)]
        secret = _fresh(g, make)
        _USED.add(secret)
        out.append(Sample("vendor_token", place.format(v=name, pw=secret), secret))
    return out


_BARE = ["{pw}", "it only shows once, so here:\n{pw}", "اینو نگه دار: {pw}", "behalte das: {pw}",
         "spara den här: {pw}", "khalha 3indik: {pw}"]  # fmt: skip
_HEX_PLACES = ["HORMOZ_SIGNING_KEY={pw}", "webhook secret for QeshmPay: {pw}",
               "کلید رمزنگاری بکاپ: {pw}", "Schlüssel fürs Backup: {pw}",
               "krypteringsnyckel: {pw}", "master key {pw}"]  # fmt: skip
_JWT_PLACES = ["session cookie from the booking panel: {pw}", "توکن ورود: {pw}",
               "id_token={pw}", "JWT vom Portal: {pw}", "token: {pw}",
               "el token mal el app {pw}"]  # fmt: skip


def _jwt(g: random.Random) -> str:
    head = v.b64url({"alg": "HS256", "typ": "JWT"})
    body = v.b64url({"sub": g.choice(_USERS), "iss": "auth.sadafkhalij.test",
                     "iat": 1_900_000_000 + g.randrange(10**6)})  # fmt: skip
    return f"{head}.{body}.{_r(g, URLSAFE, 43)}"


_PEM_KINDS = ["RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"]
_PEM_PLACES = ["deploy key for the Qeshm server:\n{pw}", "کلید خصوصی سرور:\n{pw}",
               "Darius' SSH-Schlüssel:\n{pw}", "id_ed25519 från Arvid:\n{pw}",
               "{pw}", "el key el khas:\n{pw}"]  # fmt: skip


def _pem(g: random.Random) -> str:
    kind = g.choice(_PEM_KINDS)
    body = "\n".join(_r(g, B64, 64) for _ in range(g.randrange(4, 9)))
    return f"-----BEGIN {kind}-----\n{body}\n-----END {kind}-----"


_MNEMO = {lang: Mnemonic(lang) for lang in ["english", "spanish", "italian", "czech", "portuguese"]}
_SEED_PLACES = [
    ("english", "wallet recovery words (Bahman's): {pw}"),
    ("english", "کلمات بازیابی کیف پول: {pw}"),
    ("spanish", "seed-e wallet-e Kaveh: {pw}"),
    ("italian", "Wiederherstellungswörter: {pw}"),
    ("czech", "återställningsfras: {pw}"),
    ("portuguese", "كلمات الاسترجاع حق المحفظة: {pw}"),
]


def _seed_family(g: random.Random, n: int) -> list[Sample]:
    out = []
    for lang, place in v.cycle(g, _SEED_PLACES, n):
        words = g.choice([12, 15, 18, 24])
        bits = {12: 16, 15: 20, 18: 24, 24: 32}[words]

        def make(r: random.Random, lang: str = lang, bits: int = bits) -> str:
            return str(_MNEMO[lang].to_mnemonic(bytes(r.randrange(256) for _ in range(bits))))

        secret = _fresh(g, make)
        _USED.add(secret)
        out.append(Sample("seed_phrase", place.format(pw=secret), secret))
    return out


_BRANDS = {"visa": (["4"], 16),
           "mastercard": (["51", "53", "2221"], 16), "amex": (["34", "37"], 15),
           "unionpay": (["62"], 16),
           "mir": (["2200", "2204"], 16), "jcb": (["3528"], 16)}  # fmt: skip


def _card(g: random.Random) -> str:
    prefixes, length = _BRANDS[g.choice(list(_BRANDS))]
    prefix = g.choice(prefixes)
    body = prefix + _r(g, D, length - 1 - len(prefix))
    number = body + luhn.calc_check_digit(body)
    return v.grouped(number, g.choice([" ", "-", ""]), g)


_CARD_PLACES = ["card for the ferry tickets: {pw} exp 09/31", "شماره کارت: {pw}",
                "Kartennummer von Tante Parvin: {pw}", "kortnummer: {pw}, giltigt till 03/30",
                "raqam el batga {pw}", "save my card please, {pw}"]  # fmt: skip
_CVV_PLACES = ["security code on the back: {pw}", "Prüfnummer {pw}",
               "CVV2 کارت: {pw}", "säkerhetskoden på baksidan är {pw}",
               "el arqam el thalatha wara el batga {pw}"]  # fmt: skip
_IBAN_SHAPES = {"SA": "nn" + "c" * 18, "AE": "n" * 19, "JO": "aaaa" + "nnnn" + "c" * 18,
                "EG": "n" * 25, "CZ": "n" * 20, "RO": "aaaa" + "c" * 16}  # fmt: skip
_IBAN_PLACES = ["IBAN for the Dubai agent: {pw}", "شماره شبا حساب خارجی: {pw}",
                "IBAN von Darius: {pw}", "IBAN till Shirin: {pw}", "el IBAN {pw}",
                "wire the deposit to {pw}"]  # fmt: skip


def _iban(g: random.Random) -> str:
    number = v.iban_shaped(g, g.choice(list(_IBAN_SHAPES)), _IBAN_SHAPES)
    return v.iban_spaced(number) if g.random() < 0.5 else number


def _de_idnr(g: random.Random) -> str:
    return v.until(g, lambda r: r.choice("123456789") + _r(r, D, 10), de_idnr.is_valid)


def _de_stnr(g: random.Random) -> str:
    return v.until(g, lambda r: "22" + _r(r, D, 11), de_stnr.is_valid)


def _se_pnr(g: random.Random) -> str:
    def make(r: random.Random) -> str:
        body = f"{r.randrange(50, 99)}{r.randrange(1, 13):02d}{r.randrange(1, 28):02d}"
        return body + "-" + _r(r, D, 4)

    return v.until(g, make, se_pnr.is_valid)


def _se_orgnr(g: random.Random) -> str:
    return v.until(g, lambda r: "55" + _r(r, D, 4) + "-" + _r(r, D, 4), se_orgnr.is_valid)


def _se_vat(g: random.Random) -> str:
    return v.until(g, lambda r: "SE55" + _r(r, D, 8) + "01", se_vat.is_valid)


def _eg_tn(g: random.Random) -> str:
    return v.until(g, lambda r: _r(r, D, 9), eg_tn.is_valid)


def _emirates_id(g: random.Random) -> str:
    body = "784" + str(g.randrange(1970, 2005)) + _r(g, D, 7)
    number = body + luhn.calc_check_digit(body)
    return f"{number[:3]}-{number[3:7]}-{number[7:14]}-{number[14]}"


def _kod_melli(g: random.Random) -> str:
    body = _r(g, D, 9)
    rest = sum(int(c) * w for c, w in zip(body, range(10, 1, -1), strict=True)) % 11
    return body + str(rest if rest < 2 else 11 - rest)


def _ir_passport(g: random.Random) -> str:
    return _r(g, UPPER, 1) + _r(g, D, 8)


_ID_PLACES: list[tuple[str, Maker]] = [
    ("Steuer-ID von Onkel Bahman: {pw}", _de_idnr),
    ("Identifikationsnummer (Tante Parvin) {pw}", _de_idnr),
    ("Steuernummer der Hamburger Firma: {pw}", _de_stnr),
    ("personnummer: {pw}", _se_pnr),
    ("Shirins personnummer är {pw}", _se_pnr),
    ("organisationsnummer för Arvids firma: {pw}", _se_orgnr),
    ("momsregistreringsnummer {pw}", _se_vat),
    ("Egyptian tax registration number of the supplier: {pw}", _eg_tn),
    ("رقم الهوية الإماراتية: {pw}", _emirates_id),
    ("Emirates ID of Khalfan: {pw}", _emirates_id),
    ("کد ملی: {pw}", _kod_melli),
    ("code melli-e Maryam {pw} e", _kod_melli),
    ("شماره گذرنامه: {pw}", _ir_passport),
]


def _id_family(g: random.Random, n: int) -> list[Sample]:
    out = []
    for place, make in v.cycle(g, _ID_PLACES, n):
        secret = _fresh(g, make)
        _USED.add(secret)
        out.append(Sample("national_id", place.format(pw=secret), secret))
    return out


def _codes_list(g: random.Random) -> str:
    style = g.randrange(3)
    return "\n".join(v.backup_codes(g, 6, style))


_BACKUPS = ["Bale backup codes:\n{pw}", "کدهای پشتیبان ورود دو مرحله‌ای:\n{pw}",
            "Notfallcodes fürs Microsoft-Konto von Darius:\n{pw}",
            "reservkoder för Elins Google-konto:\n{pw}",
            "backup codes el Gmail:\n{pw}"]  # fmt: skip
_TOTP = ["otpauth://totp/QeshmPay:{u}?secret={pw}&issuer=QeshmPay",
         "2FA setup key for the HormozCloud console: {pw}", "کلید تنظیم ۲FA: {pw}",
         "TOTP-Geheimnis: {pw}", "2FA-nyckel: {pw}"]  # fmt: skip
_OTP = ["{pw} is your QeshmPay verification code", "کد تایید شما: {pw}",
        "Ihr Bestätigungscode lautet {pw}", "Din verifieringskod är {pw}",
        "رمز التحقق: {pw}", "code-e ye bar masraf {pw} e"]  # fmt: skip
_SSIDS = ["Sadaf-Office-5G", "Larak Jetty Guest", "MinabFarm", "Hormuz Guesthouse 2.4",
          "Altona-WG", "Hisingen Hemma"]  # fmt: skip
_WIFI = ["WIFI:T:WPA;S:{s};P:{pw};;", "network {s} key {pw}", "وای‌فای {s} رمز: {pw}",
         "wifi-e {s}, pass: {pw}", "WLAN {s}, Passwort {pw}", "wifi {s} lösenord: {pw}",
         "الواي فاي {s} الباسوورد {pw}", "Network: {s} / {pw}"]  # fmt: skip


def _wifi_family(g: random.Random, n: int) -> list[Sample]:
    out = []
    for place in v.cycle(g, _WIFI, n):
        secret = _fresh(g, _plain_pw)
        _USED.add(secret)
        out.append(Sample("wifi_key", place.format(s=g.choice(_SSIDS), pw=secret), secret))
    return out


_SPELL_MAKERS: list[Maker] = [_j("ghp_", (ALNUM, 36)), _j((HEX, 32)), _j("qpay_live_", (ALNUM, 20))]
_SPELL_FRAMES = ["reading it out: {t}", "یکی یکی میگم: {t}", "Buchstabe für Buchstabe: {t}",
                 "bokstav för bokstav: {t}"]  # fmt: skip


def _spell_family(g: random.Random, n: int) -> list[Sample]:
    out = []
    for i, frame in enumerate(v.cycle(g, _SPELL_FRAMES, n)):
        secret = _fresh(g, _SPELL_MAKERS[i % len(_SPELL_MAKERS)])
        _USED.add(secret)
        if i % 2:
            shown = " - ".join(secret[k : k + 4] for k in range(0, len(secret), 4))
        else:
            shown = " ".join(secret)
        out.append(Sample("spaced_token", frame.format(t=shown), shown))
    return out


_PINS = ["door code for the Qeshm warehouse: {pw}#", "PIN کارت بانکی: {pw}",
         "ramz-e dovom-e kart {pw} e",
         "Tante Parvins PIN ist {pw}", "PIN-koden till kortet är {pw}",
         "el PIN mal el batga {pw}", "alarm code at the Bandar Abbas depot is {pw}",
         "رمز قفل گاوصندوق: {pw}", "Türcode Altona: {pw}", "portkoden är {pw}"]  # fmt: skip
_PHRASE_WORDS = ["lenj", "sadaf", "hara", "namak", "darya", "nakhl", "tolla", "soorak", "goureh",
                 "morvarid", "khorma", "bandar",
                 "jazireh", "tanbour", "dolphin", "larak"]  # fmt: skip
_PHRASES = ["KeePassXC master passphrase: {pw}", "عبارت عبور کیف کلید: {pw}",
            "Passphrase für Darius' Tresor: {pw}", "lösenfras: {pw}",
            "the passphrase is {pw}"]  # fmt: skip


def _phrase(g: random.Random) -> str:
    return g.choice(["-", " ", "."]).join(g.sample(_PHRASE_WORDS, g.randrange(4, 6)))


_AUTH_B = [
    "Authorization: Basic {pw}",
    "curl -H 'Authorization: Basic {pw}' https://api.qeshm.test",
]
_AUTH_T = ["Authorization: Bearer {pw}", "هدر: Authorization: Bearer {pw}",
           "-H \"Authorization: Bearer {pw}\""]  # fmt: skip


def _basic(r: random.Random) -> str:
    raw = f"{r.choice(_USERS)}:{_plain_pw(r)}".encode()
    return base64.b64encode(raw).decode()


def _auth_family(g: random.Random, n: int) -> list[Sample]:
    out = []
    for i in range(n):
        make: Maker = _basic if i % 2 else _j((URLSAFE, 40))
        place = g.choice(_AUTH_B if i % 2 else _AUTH_T)
        secret = _fresh(g, make)
        _USED.add(secret)
        out.append(Sample("auth_header", place.format(pw=secret), secret))
    return out


_CONFIGS = [
    "# .env (booking site)\nDB_HOST=10.40.0.5\nDB_PASSWORD={pw}\nDEBUG=false",
    "[mysqld_exporter]\nuser = exporter\npassword = {pw}",
    'smtp:\n  host: mail.sadafkhalij.test\n  port: 587\n  password: "{pw}"',
    '<add key="LedgerPassword" value="{pw}" />',
    "define('DB_PASSWORD', '{pw}');",
    'variable "db_password" {{ default = "{pw}" }}',
    "spring.datasource.password={pw}",
    '[client]\npassword="{pw}"\nhost=db.minab.test',
    "wpa_psk={pw}\nssid=Sadaf-Office-5G",
    "rootpw {pw}",
    "SMTP_PASS='{pw}' # Hormuz guesthouse mailer",
    '"password": "{pw}",',
]
_CHATS = [
    "[10:42] Golnaz: wifi pass-e daftar chie?\n[10:43] Hamid: {pw}",
    "[08:15] Mouza: shu el password?\n[08:16] Rashid: {pw}",
    "Darius: Was war nochmal das Passwort?\nBahman: {pw}",
    "Elin: vad är lösenordet till NAS:en?\nShirin: {pw}",
    "کاوه: رمز سرور؟\nحمید: {pw}",
    "{pw} — that's the admin password for the Larak kiosk",
    "{pw} ino baraye modem-e Minab gozashtam",
    "{pw}, das hab ich für den Router in Altona eingestellt",
]
_VOICE = [
    "[voice note, Hamid] ok so the password for the booking panel is {pw}, got it?",
    "[ویس] رمز رو بنویس: {pw}",
    "[Sprachnachricht von Tante Parvin] das Passwort ist {pw}, ja?",
    "[röstmeddelande] lösenordet är {pw}",
    "[voice] el password {pw} ok?",
]


def _cli_family(g: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(g, _CLI, n):
        secret = _fresh(g, _plain_pw)
        _USED.add(secret)
        command = template.format(u=g.choice(_USERS), pw=secret)
        out.append(Sample("cli_password", g.choice(_SHELLS).format(c=command), secret))
    return out


def _simple(
    cls: str, templates: list[str], make: Maker
) -> Callable[[random.Random, int], list[Sample]]:
    return lambda g, n: _take(g, (cls, templates, make, n))


def _cvv(g: random.Random) -> str:
    return _r(g, D, g.choice([3, 3, 4]))


_PLAN: list[tuple[Callable[[random.Random, int], list[Sample]], int]] = [
    (_simple("label_password", _SAID, _pw), 62),
    (_simple("login_pair", _LOGINS, _pw), 24),
    (_simple("spelled_password", _SPELLED, lambda g: g.choice(_SPELL_WORDS)), 12),
    (_cli_family, 36),
    (_simple("connection_string", _URLS, _plain_pw), 14),
    (_vendor_family, 50),
    (_simple("bare_token", _BARE, _j((ALNUM, 44))), 6),
    (_simple("hex_key", _HEX_PLACES, _j((HEX, 64))), 8),
    (_simple("jwt", _JWT_PLACES, _jwt), 8),
    (_simple("private_key", _PEM_PLACES, _pem), 7),
    (_seed_family, 12),
    (_simple("card_number", _CARD_PLACES, _card), 12),
    (_simple("card_code", _CVV_PLACES, _cvv), 6),
    (_simple("iban", _IBAN_PLACES, _iban), 12),
    (_id_family, 22),
    (_simple("backup_codes", _BACKUPS, _codes_list), 6),
    (_simple("totp_seed", _TOTP, lambda g: v.totp_secret(g, spaced=False)), 5),
    (_simple("otp_code", _OTP, _j((D, 6))), 6),
    (_wifi_family, 16),
    (_spell_family, 8),
    (_simple("pin_code", _PINS, lambda g: _r(g, D, g.choice([4, 5, 6]))), 12),
    (_simple("passphrase", _PHRASES, _phrase), 8),
    (_auth_family, 6),
    (_simple("config_password", _CONFIGS, _plain_pw), 16),
    (_simple("chat_password", _CHATS, _pw), 10),
    (_simple("voice_password", _VOICE, _pw), 6),
]


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    _USED.clear()
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


_SPLIT_PASSWORDS = {
    "the Qeshm router password is": "{s}", "رمز عبور سرور:": "{s}",
    "ramz-e jadid-e modem": "{s} (az emrooz)", "Das Passwort für Omas iPad lautet": "{s}",
    "lösenordet till NAS:en är": "{s}", "الباسوورد حق النظام": "{s}",
    "OPNsense root password:": "{s}\nchange after the audit", "pass-e laptop-e Golnaz:": "{s}",
    "Kennwort Altona:": "{s}", "the password Bahman read out on the call was": "{s}, I think",
}  # fmt: skip
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "QeshmPay API key", "{s}", _j("qpay_live_", (ALNUM, 32))),
    ("split_token", "HormozCloud token:", "{s}", _j("hzc-", (HEX, 40))),
    ("split_seed", "کلمات بازیابی", "{s}", _english_seed),
    ("split_card", "Kartennummer", "{s} gültig bis 08/31", _card),
    ("split_iban", "IBAN", "{s}", _iban),
    ("split_backup", "backup codes", "{s}\n48213390\n77120458", lambda g: _r(g, D, 8)),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "personnummer", "{s}", _se_pnr),
    ("split_phrase", "KeePassXC passphrase", "{s}", _phrase),
    ("split_pin", "PIN کارت", "{s}", _j((D, 4))),
]


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    secret = _fresh(rng, make)
    _USED.add(secret)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    _USED.clear()
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in rows]


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"router": {"url": "https://10.40.0.1", "admin_pw": "{s}"}}': ("meta_password", _plain_pw),
    '{"ramz": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "hamid.k", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"رمز_عبور": "{s}"}': ("meta_password", _plain_pw),
    '{"Passwort": "{s}", "owner": "Parvin"}': ("meta_password", _plain_pw),
    '{"lösenord": "{s}"}': ("meta_password", _plain_pw),
    '{"argv": ["mysql", "-u", "ops", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "el password mal el server {s}"}': ("meta_password", _plain_pw),
    '{"qeshmpay": {"api_key": "{s}"}}': ("meta_token", _j("qpay_live_", (ALNUM, 32))),
    '{"hormozToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"github_token": "{s}"}': ("meta_token", _j("ghp_", (ALNUM, 36))),
    '{"payment": {"card_number": "{s}", "exp": "07/31"}}': ("meta_card", _card),
    '{"agent": {"iban": "{s}"}}': ("meta_iban", _iban),
    '{"steuer_id": "{s}"}': ("meta_id", _de_idnr),
    '{"mfa": {"recovery_codes": ["{s}", "55120398", "90417726"]}}': ("meta_otp", _j((D, 8))),
    '{"wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"totp_secret": "{s}"}': ("meta_totp", lambda g: v.totp_secret(g, spaced=False)),
    '{"warehouse": {"door_pin": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "Sadaf-Office-5G", "psk": "{s}"}}': ("meta_wifi", _plain_pw),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    _USED.clear()
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_COMMIT = hashlib.sha1(b"booking: add Larak ferry times", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"ledger: revert rial rounding", usedforsecurity=False).hexdigest()[:9]
_SUM = hashlib.sha256(b"hormuz-booking-2.4.1.tar.gz").hexdigest()
_IMAGE = hashlib.sha256(b"registry.sadafkhalij.test/booking:2.4.1").hexdigest()

CLEAN = [
    "Remind me to change the router password before the Nowruz holidays.",
    "Golnaz asked for the office wifi password; it's on the card in the drawer.",
    "Policy: company passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords into Bale; send a vault link instead.",
    "`.env.example` has `QESHMPAY_API_KEY=replace-me` as a placeholder.",
    "Replace <YOUR_HORMOZ_TOKEN> in the README with the token from your dashboard.",
    "رمز عبورت رو به هیچ‌کس نگو.",
    "ramz-e khodet ro be kasi nagoo, bashe?",
    "لا تعطي الباسوورد لأحد.",
    "Gib dein Passwort niemandem, Oma!",
    "Säg aldrig ditt lösenord till någon.",
    "Das Passwort muss mindestens vierzehn Zeichen lang sein.",
    "Lösenordet måste vara minst fjorton tecken.",
    "رمز عبور باید حداقل ۱۴ کاراکتر باشد.",
    "Upgraded the booking site from 2.3 to 2.4.1 over the weekend.",
    f"commit {_COMMIT} adds the Larak ferry times.",
    f"Rolled back to {_SHORT} after the rial rounding broke the invoices.",
    f"SHA-256 checksum of hormuz-booking-2.4.1.tar.gz: {_SUM}",
    f"The booking container runs registry.sadafkhalij.test/booking@sha256:{_IMAGE}.",
    "Request id 3f9a7c21-8b4e-4d10-a2c3-5e6f7a8b9c0d is the slow one in the logs.",
    "Order SK-1403-00917: 12 crates of Minab dates, ships on Saturday.",
    "Ticket #4471 is closed; the Qeshm printer works again.",
    "Call the Bandar Abbas depot on +98 76 3355 0142 before noon.",
    "The Larak ferry leaves at 07:30 and 15:45; a ticket costs 450,000 rials.",
    "Room 12 at the Hormuz guesthouse is 2,800,000 tomans a night in Esfand.",
    "The red soil of Hormuz island is used in local cooking as a sauce called soorakh.",
    "After five wrong passwords the booking panel locks the account for 20 minutes.",
    "Ask Hamid for the warehouse door code, I don't have it.",
    "My card ending 4417 was declined at the Bandar Abbas pharmacy.",
    "Print the 2FA backup codes and keep them in the office safe.",
    "No wallet support will ever ask for your recovery phrase.",
    "The guest wifi 'Hormuz Guesthouse Open' needs no password.",
    "Container TGHU 5520917 with the fish meal is at Shahid Rajaee port.",
    "Flight IR 462 from Bandar Abbas lands at 21:10.",
    "Version 1403.2 of the ledger app fixes the VAT report.",
    "The PIN pad at the Qeshm shop is broken again.",
    "Token limit for the assistant is 8000 tokens per call.",
    "Password rotation is every 90 days for the depot PCs.",
    "The secret of good mahyaveh is the sun and the salt.",
    "Tante Parvin fragt, ob das WLAN in Hamburg wieder läuft.",
    "Arvid frågar om routern i Göteborg har startats om.",
    "Khalfan says the Dubai shipment cleared customs at 14:20.",
    "Darius: Wann kommt ihr nach Hamburg? Ich hole euch in Fuhlsbüttel ab.",
    "Elin: vi ses på Landvetter på fredag kl 18.",
    "The Minab Thursday market opens at 6 a.m.",
    "Invoice INV-2024-0381 totals 1,250 AED.",
    "Shop phone on Qeshm: +98 76 3522 4810, open 9 to 21.",
    "Pass the sunscreen, the boat to Hengam leaves soon.",
    "pin: numpy to 1.26 until the booking export is fixed",
    "The API key field in the form is required.",
    "the passphrase must contain four words, no names",
    "Tracking number 1Z999AA10123456784 for the parcel to Gothenburg.",
    "Postcode of the Hamburg flat is 22765; Gothenburg's is 417 05.",
    "Keep `HORMOZ_API_TOKEN` in the secrets store, never in the repo.",
    "کد پیگیری سفارش: 1403-5521",
    "شماره تماس فروشگاه: ۰۷۶-۳۵۲۲۴۸۱۰",
    "رقم الطلب 88213، التوصيل يوم الخميس.",
    "Bestellnummer 4711-2024, Lieferung am Montag.",
    "Ordernummer 55310, leverans på tisdag.",
    "The Larak lighthouse was repainted in 2019.",
]

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2025-03-20T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/sadaf/router", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 512}}',
    f'{{"sha256": "{_SUM}", "package": "hormuz-booking", "version": "2.4.1"}}',
    '{"ticket": "4471", "order": "SK-1403-00917"}',
    '{"phone": "+98 76 3522 4810", "city": "Qeshm"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "crates_in_stock": 1284}',
    '{"ferry": {"route": "Bandar Abbas - Larak", "departs": "07:30", "price_rials": 450000}}',
    '{"container": "TGHU 5520917", "port": "Shahid Rajaee", "eta": "2025-06-02"}',
    '{"token_count": 512, "pin_pad": "broken", "passes": 3}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
