# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-twelfth corpus: written blind, without the rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-ninth's docstring,
the fifth to three-hundred-and-ninth only through grep -l/-c counts (languages, wordings, tools,
vendors, id kinds and IBAN countries already used), the sample types, the value helpers and the
python-stdnum and mnemonic sources; never `memories/`, the tuning, round or concurrent corpora
(310, 311, 313), any other test, the reports, the benchmarks nor the git history, and the
scrubber was never run on it. Its own seed (312604889), password words (a Minang dish and a
place and a number, `RendangSianok42!`; place and dish joined, `harau_gulai_1987`; leet
`R4ngk14ng`; a relative's name, a year and a place; `Kelok` and a bend's number; a generator's
dashed groups; random runs). The fictional company is PT Rangkiang Sianok (a kawa-daun coffee
shop and roastery by the Jam Gadang in Bukittinggi, a rendang kitchen and office in Padang, a
gambir and cinnamon warehouse in Payakumbuh, a homestay on Lake Maninjau), its staff and its
relatives in Cheras, Kuala Lumpur and in Leiden/Oegstgeest; every company, person, address,
domain and number is invented, only the region (West Sumatra) is real. Texts: WhatsApp-style
chats with times, help-desk tickets, meeting notes, runbooks, shell prompts, configs, env files,
CSV rows, voice-note transcripts and requests to the assistant; separators from a colon, `=`,
an arrow, `adalah`, `ialah`, `is` and a dash to a new line, quotes and brackets.

Grep counts (heldouts 5 to 309 naming each, grep -l): none for Maninjau, Sianok, Pagaruyung,
Oegstgeest, Cheras, `kato kunci`, `jan kecek`, Tokoku, RangkiangPay, GonjongSMS; one to three
for Bukittinggi, Payakumbuh, `kato sandi`, `gewijzigd naar`, KWSP, Maybank2u, Touch 'n Go,
rainfrog, harlequin, gobang, `kalimah`; four to six for dgraph, mgconsole, typedb, ftpasswd,
impala-shell, kcat, pg_dumpall, gsec, `wget --password`, DigiD, BPJS; more for sqlcipher (10),
`kata laluan` (19), `كلمة السر` (32), `wachtwoord` (74) and mosquitto_pub (100).

About half of the secret samples are not in English: Baso Minang as texted (`kato sandi`,
`kato kunci`, `sandi ambo`, `jan kecek ka urang lain`, `lah ambo tuka`, `baa kok indak bisa
masuak`, `kode nan masuak ka HP ambo`, `huruf gadang di muko`), Indonesian with chat
abbreviations (`kata sandi`, `pw`, `yg`, `jgn`, `tlg`, `sdh`, `jd`, `udh`, `blm`, `gan`, `pake
aja`), the Malay of Kuala Lumpur relatives (`kata laluan`, `katalaluan`, `kod TAC`, `nombor IC`,
`lah`, `tak`), the Dutch of relatives in Leiden (`wachtwoord`, `gewijzigd naar`, `pincode`,
`herstelcodes`, `wachtwoordzin`, `burgerservicenummer`), Arabic words of the mosque's staff
(`كلمة المرور`, `كلمة السر`, `الرقم السري`, `جزاك الله خيرا`, `kalimah sirr`) and two lines in
Jawi script. The Indonesian and Dutch are plain; the Baso Minang spellings, the Malay texting
and above all the Jawi spellings (`کات سندي`, `کات لالوان`) are the author's guesses, checked by
no speaker.

Vendors: invented ones (RangkiangPay `rkp_live_`, GonjongSMS `gjs.`, SianokCloud `snk-`,
MinangMaps `mmp_`, KawaDaunPOS `kdp_`, MarapiMail `mrp-`, HarauTix `hrt_`, LimpapehBooking
UUIDs, RandangLogistik hex, PagaruyungPay `pgp_live_`; shapes guessed) and the known GitHub,
Stripe, Slack, OpenAI, Anthropic, AWS, Google, Twilio, SendGrid, Hugging Face, npm, Telegram,
PyPI, GitLab, Shopify, DigitalOcean, Linear, Grafana, Doppler, Postman, Tailscale, Groq,
Replicate, Docker Hub, Brevo, HubSpot, NVIDIA, Supabase, 1Password and Flutterwave shapes; the
JWTs are well-formed.

Ids with a check, each drawn until its python-stdnum module validates it: Indonesia's NPWP
(`id.npwp`, Luhn) and NIK (`id.nik`, birth date and West Sumatran place codes), Malaysia's
NRIC (`my.nric`, birth date and place), the Netherlands' BSN (`nl.bsn`) and btw-nummer
(`nl.btw`). Cards pass Luhn (`v.card`, checked with `stdnum.luhn`); IBANs of El Salvador,
Egypt, Saint Lucia, Iraq, Nicaragua, Oman, Kuwait and the Holy See (each in 26 to 28 earlier
corpora by a rough grep of the quoted code, the fewest), checked with `stdnum.iban`; seed
phrases from mnemonic's English, Spanish, French, Italian, Czech, Portuguese and Turkish lists,
each drawn until `Mnemonic(lang).check` accepts it (some Turkish phrases it makes, it rejects).
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
from stdnum.id import nik as id_nik
from stdnum.id import npwp as id_npwp
from stdnum.my import nric as my_nric
from stdnum.nl import bsn as nl_bsn
from stdnum.nl import btw as nl_btw

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 312_604_889
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"
_r, _j = v.r, v.token
Maker = v.Maker

_FOOD = ["Rendang", "Dendeng", "Gulai", "Sate", "Lamang", "Galamai", "Kawa", "Bareh", "Pinyaram",
         "Karupuak", "Pangek", "Katupek", "Bika", "Kalio", "Palai", "Lado"]  # fmt: skip
_PLACE = ["Sianok", "Maninjau", "Harau", "Marapi", "Singgalang", "Limpapeh", "Pariaman", "Solok",
          "Batusangkar", "Payakumbuh", "Pagaruyung", "Kotogadang", "Lawang", "Padang"]  # fmt: skip
_NAMES = ["Fadhil", "Rahmi", "Rizal", "Nurhayati", "Hamdan", "Yusnidar", "Afrizal", "Zulkifli",
          "Sari", "Dasril", "Ernawati", "Syafrudin", "Mardiah", "Irwandi", "Wulan"]  # fmt: skip
_SYM = "!#$%&*?@+="
_LEET = ["R3nd4ng", "G0nj0ng", "S14n0k", "M4r4p1", "K4w4D4un", "L4m4ng", "R4ngk14ng"]


def _pw_food(g: random.Random) -> str:
    return f"{g.choice(_FOOD)}{g.choice(_PLACE)}{g.randrange(10, 100)}{g.choice(_SYM)}"


_PICKS: list[Maker] = [
    _pw_food,
    lambda g: f"{g.choice(_PLACE).lower()}_{g.choice(_FOOD).lower()}_{g.randrange(1970, 2032)}",
    lambda g: g.choice(_LEET) + str(g.randrange(1980, 2032)) + g.choice(_SYM),
    lambda g: f"{g.choice(_NAMES)}{g.randrange(1960, 2010)}{g.choice(_SYM)}{g.choice(_PLACE)}",
    lambda g: "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3)),
    lambda g: _r(g, ALNUM + "!%&?", 15),
    lambda g: f"Kelok{g.randrange(10, 45)}{g.choice(_FOOD)}{g.choice(_SYM)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYM),
    lambda g: _r(g, ALNUM, 14),
]


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain(rng: random.Random) -> str:
    """A password that a URL, a shell word or a config value holds as written."""
    ok = set(ALNUM + "._-")
    return v.until(rng, _pw, lambda s: set(s) <= ok)


def _fam(
    rng: random.Random, cls: str, templates: list[str], n: int, make: Maker, **pools: list[str]
) -> list[Sample]:
    """``n`` samples: each template (cycled) with a fresh ``{pw}`` and a pick of each pool."""
    out = []
    for template in v.cycle(rng, templates, n):
        secret = make(rng)
        extra = {k: rng.choice(p) for k, p in pools.items()}
        out.append(Sample(cls, template.format(pw=secret, **extra), secret))
    return out


# --- passwords with labels ------------------------------------------------------------------
_LABELLED = [
    # Baso Minang as texted (guesses)
    "Da, kato sandi komputer kasir di Pasa Ateh: {pw} — jan kecek ka urang lain yo",
    "Uni Rahmi (WA, 07.12): pasword wifi kadai kopi Sianok tu {pw}, lah ambo tuka patang",
    "ambo lupo taruih, sandi ambo untuak portal bank: {pw}",
    "Mak Etek, iko kato kunci email kantua: {pw}. Simpan elok-elok",
    "sandi laptop gudang gambir Payakumbuh → {pw} (jan dibagi ka nan lain)",
    "dunsanak, pasword akun marketplace randang kito: {pw}",
    "Ajo Rizal: kato sandinyo alah ambo ganti jadi {pw}",
    "baa kok indak bisa masuak? sandi admin: {pw}",
    "Catatan Uda Fadhil: pasword router homestay Maninjau = {pw}",
    "indak usah batanyo lai, sandi CCTV Ngarai: {pw}",
    # Indonesian and chat abbreviations
    "pw akun Tokoku yg baru: {pw} jgn dishare ya",
    "tlg catat, kata sandi server Padang sdh diganti jd {pw}",
    "Kata sandi: {pw}\nPengguna: admin.kasir",
    "sy kasih tau pwnya ya: {pw} , udh bisa login blm?",
    "Bu Yusnidar, kata sandi email kantor adalah {pw} (jangan disimpan di HP)",
    "kata kunci akun DJP Online: {pw}",
    "Tiket #RS-4471: pengguna tdk bisa login. Kata sandi sementara diset ke {pw}",
    "sandi baru utk aplikasi kasir = {pw} , berlaku mulai besok",
    "gan, passwordnya {pw} , pake aja dulu",
    "Rapat 14/3: kata sandi NAS kantor Bukittinggi diubah menjadi {pw}",
    "psswd dashboard penjualan: {pw} ok makasih",
    "kata sandi Wi-Fi lantai 2 homestay adalah {pw}",
    # Malay of Kuala Lumpur relatives (guesses)
    "Pak Long Zulkifli: kata laluan akaun Maybank2u abang ialah {pw}, jangan bagi tahu sesiapa lah",
    "kata laluan wifi rumah Cheras: {pw} ok tak?",
    "Katalaluan baru untuk portal KWSP: {pw}",
    "Eh dik, kata laluan e-mel syarikat dah tukar — {pw}",
    "kata laluan Netflix kita → {pw} boleh guna",
    # Dutch of relatives in Leiden
    "Tante Sari (Leiden): het wachtwoord van de gezamenlijke rekening is {pw}",
    "wachtwoord van de wifi in Oegstgeest: {pw}",
    "Hoi Fadhil, mijn DigiD-wachtwoord is gewijzigd naar {pw}, niet doorsturen hoor",
    "Wachtwoord: {pw}\nGebruikersnaam: sari.leiden",
    "het nieuwe wachtwoord voor de laptop van oma is {pw}",
    # Arabic words of religious staff
    "Ustaz Hamdan: كلمة المرور لحاسوب المسجد هي {pw} جزاك الله خيرا",
    "كلمة السر: {pw}",
    "Ustazah Mardiah: kalimah sirr (كلمة السر) untuk laptop TPQ ialah {pw}",
    "الرقم السري للبريد: {pw} — baarakallahu fiik",
    # English
    "Request to the assistant: remember that the Jam Gadang shop POS password is {pw}",
    "Runbook §3: log into the roastery controller with password {pw}",
    "note to self — homestay booking admin pw: {pw}",
    "Voice note (Irwandi): uh the password for the gambir scale is, um, {pw}, okay bye",
    "[09:41] Wulan: password for the new tablet is {pw}",
    "Ticket KRS-208: reset done, temporary password {pw}",
    "the Bukittinggi NAS password has been changed to {pw}",
    "passwd for the Kelok 44 delivery van tablet: {pw}",
    # Jawi script (guesses)
    "کات سندي کومڤوتر کدای: {pw}",
    "کات لالوان: {pw}",
]


def _labelled(rng: random.Random, n: int) -> list[Sample]:
    return _fam(rng, "password_labelled", _LABELLED, n, _pw)


# --- PINs ------------------------------------------------------------------------------------
_PINS = [
    "PIN ATM Nagari ambo: {pw}, jan dicaliak urang",
    "nomor PIN kartu debit Bank Nagari: {pw}",
    "pin brankas kantor Padang {pw}",
    "kode gembok gudang gambir: {pw}",
    "PIN kad ATM abang {pw} ye",
    "de pincode van mijn bankpas is {pw}",
    "Pincode alarm Leiden: {pw}",
    "the safe PIN at the Maninjau homestay is {pw}",
    "door keypad at the Sianok roastery: {pw}#",
    "Ustaz, الرقم السري لبطاقة الصراف {pw}",
    "PIN m-banking sy {pw} tlg jgn dikasih ke siapa2",
    "Voice note: the alarm code for the Payakumbuh warehouse is {pw}, arm it when you leave",
]


def _pins(rng: random.Random, n: int) -> list[Sample]:
    return _fam(rng, "pin_code", _PINS, n, lambda g: _r(g, D, g.choice([4, 6, 6, 5])))


# --- vendor tokens ---------------------------------------------------------------------------
_KNOWN: list[tuple[str, Maker]] = [
    ("export GITHUB_TOKEN={pw}", _j("ghp_", (ALNUM, 36))),
    ("Stripe live key buat toko randang: {pw}", _j("sk_live_", (ALNUM, 24))),
    ("SLACK_BOT_TOKEN={pw}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("kunci OpenAI utk chatbot homestay: {pw}", _j("sk-proj-", (URLSAFE, 48))),
    ("ANTHROPIC_API_KEY={pw}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("aws_access_key_id = {pw}", _j("AKIA", (UPPER_DIGITS, 16))),
    ("Google Maps key di web Sianok: {pw}", _j("AIza", (URLSAFE, 35))),
    ("Twilio API key SID {pw}", _j("SK", (HEX, 32))),
    ("SendGrid key (nieuwsbrief): {pw}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("huggingface token ambo: {pw}", _j("hf_", (ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken={pw}", _j("npm_", (ALNUM, 36))),
    ("bot Telegram pesanan: {pw}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("password = {pw}  # PyPI upload token", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 60))),
    ("GitLab PAT untuk CI: {pw}", _j("glpat-", (URLSAFE, 20))),
    ("Shopify admin token toko Leiden: {pw}", _j("shpat_", (HEX, 32))),
    ("doctl token {pw}", _j("dop_v1_", (HEX, 64))),
    ("LINEAR_API_KEY={pw}", _j("lin_api_", (ALNUM, 40))),
    ("Grafana service account token: {pw}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("DOPPLER_TOKEN={pw}", _j("dp.st.prd.", (ALNUM, 43))),
    ("Postman key Irwandi: {pw}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("token Tailscale utk NAS Maninjau: {pw}", _j("tskey-auth-", (ALNUM, 12), "-", (ALNUM, 32))),
    ("Groq key: {pw}", _j("gsk_", (ALNUM, 52))),
    ("REPLICATE_API_TOKEN={pw}", _j("r8_", (ALNUM, 37))),
    ("docker login token (Docker Hub): {pw}", _j("dckr_pat_", (URLSAFE, 27))),
    ("Brevo API-sleutel voor de webwinkel: {pw}", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("HubSpot private app token {pw}", lambda g: "pat-na1-" + v.uuid4(g, "9")),
    ("NVIDIA_API_KEY={pw}", _j("nvapi-", (URLSAFE, 64))),
    ("Supabase access token projek KL: {pw}", _j("sbp_", (HEX, 40))),
    ("1Password service account: {pw}", _j("ops_eyJ", (URLSAFE, 120))),
    ("Flutterwave secret {pw}", _j("FLWSECK-", (HEX, 32), "-X")),
]  # fmt: skip


def _known(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _KNOWN, n):
        secret = make(rng)
        out.append(Sample("vendor_token", template.format(pw=secret), secret))
    return out


_INVENTED: list[tuple[str, Maker]] = [
    ("RangkiangPay API key: {pw}", _j("rkp_live_", (ALNUM, 32))),
    ("kunci API GonjongSMS: {pw}", _j("gjs.", (ALNUM, 40))),
    ("SIANOK_CLOUD_API_KEY={pw}", _j("snk-", (HEX, 40))),
    ("MinangMaps API-kunci utk peta homestay: {pw}", _j("mmp_", (ALNUM, 36))),
    ("KawaDaunPOS integration broken, current key {pw}", _j("kdp_", (ALNUM, 30))),
    ("Integrations › MarapiMail: {pw}", _j("mrp-", (LOWER_DIGITS, 36))),
    ("HarauTix API key voor de tickets: {pw}", _j("hrt_", (ALNUM, 28))),
    ("LimpapehBooking api key {pw}", lambda g: v.uuid4(g, "b")),
    ("RandangLogistik API key: {pw}", _j((HEX, 40))),
    ("kunci API PagaruyungPay (sandbox indak, iko live): {pw}", _j("pgp_live_", (ALNUM, 34))),
]


def _invented(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _INVENTED, n):
        secret = make(rng)
        out.append(Sample("vendor_token_invented", template.format(pw=secret), secret))
    return out


# --- connection strings ----------------------------------------------------------------------
_CONN = [
    "DATABASE_URL=postgres://kasir:{pw}@db.rangkiang-sianok.co.id:5432/penjualan",
    "mysql://gudang:{pw}@10.13.75.4:3306/gambir",
    "mongodb+srv://homestay:{pw}@maninjau.mongo.example.net/booking",
    "redis://:{pw}@cache.rangkiang.lan:6379/0",
    "amqp://pesanan:{pw}@mq.rangkiang.lan:5672/",
    "sqlserver://sa:{pw}@akuntansi.rangkiang.lan:1433?database=buku",
    "Uda, koneksi DB: postgresql://fadhil:{pw}@127.0.0.1/randang",
    "jdbc:mariadb://report:{pw}@10.13.76.9/laporan",
    "rainfrog --url postgres://analis:{pw}@db.rangkiang.lan/penjualan",
    "harlequin 'mysql://stok:{pw}@10.13.75.4/gudang'",
    "gobang --url mysql://root:{pw}@localhost:3306/kasir",
    "ftp://foto:{pw}@files.homestay-maninjau.example/upload",
]


def _conn(rng: random.Random, n: int) -> list[Sample]:
    return _fam(rng, "connection_string", _CONN, n, _plain)


# --- private keys ----------------------------------------------------------------------------
def _pem(g: random.Random, kind: str) -> str:
    body = "\n".join(_r(g, B64, 64) for _ in range(g.randrange(6, 10)))
    head, tail = f"-----BEGIN {kind}PRIVATE KEY-----", f"-----END {kind}PRIVATE KEY-----"
    return f"{head}\n{body}\n{_r(g, B64, 20)}=\n{tail}"


_PEM = [
    ("kunci SSH server Padang, jan dibagi:\n{pw}", "OPENSSH "),
    ("Ajo, iko kunci deploy:\n{pw}", "RSA "),
    ("Runbook: paste this into /etc/ssl/private/sianok.key\n{pw}", ""),
    ("kunci privat sertifikat toko:\n{pw}\n(lama, ganti bulan depan)", "EC "),
]


def _pems(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, kind in v.cycle(rng, _PEM, n):
        secret = _pem(rng, kind)
        out.append(Sample("private_key", template.format(pw=secret), secret))
    return out


# --- JWTs and auth headers -------------------------------------------------------------------
def _jwt(g: random.Random) -> str:
    head = v.b64url({"alg": g.choice(["HS256", "RS256"]), "typ": "JWT"})
    body = v.b64url({"sub": g.choice(_NAMES).lower(), "iat": 1900000000 + g.randrange(10**6),
                     "iss": "auth.rangkiang-sianok.co.id"})  # fmt: skip
    return f"{head}.{body}.{_r(g, URLSAFE, 43)}"


_JWTS = [
    "token sesi kasir: {pw}",
    "curl -H 'Authorization: Bearer {pw}' https://api.rangkiang-sianok.co.id/v1/stok",
    "JWT dari aplikasi homestay (buat debug): {pw}",
    "ACCESS_TOKEN={pw}",
    "dit is het token van de webwinkel: {pw}",
]


def _jwts(rng: random.Random, n: int) -> list[Sample]:
    return _fam(rng, "jwt", _JWTS, n, _jwt)


_AUTH = [
    ("Authorization: Basic {pw}", True),
    ('curl -H "Authorization: Basic {pw}" http://10.13.75.8/cgi-bin/timbangan', True),
    ("header utk API ekspedisi → Authorization: Basic {pw}", True),
    ("Authorization: Bearer {pw}", False),
    ("pake header ini ya: Bearer {pw}", False),
    ("Proxy-Authorization: Basic {pw}", True),
]


def _auths(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, basic in v.cycle(rng, _AUTH, n):
        if basic:
            pair = f"{rng.choice(_NAMES).lower()}:{_plain(rng)}"
            secret = base64.b64encode(pair.encode()).decode()
        else:
            secret = _r(rng, ALNUM, 40)
        out.append(Sample("auth_header", template.format(pw=secret), secret))
    return out


# --- Wi-Fi -----------------------------------------------------------------------------------
_SSIDS = ["Rangkiang-Kopi-5G", "Homestay Maninjau Lantai 2", "Gudang Gambir PYK", "Sianok Roastery",
          "Ziggo Leiden Oma", "Unifi Cheras 5G"]  # fmt: skip
_WIFI = [
    "wifi {ssid} sandinyo {pw}",
    "Jaringan: {ssid}\nKata sandi: {pw}",
    "WIFI:T:WPA;S:{ssid};P:{pw};;",
    "tamu nanyo wifi? {ssid} / {pw}",
    "nama wifi {ssid}, pw {pw}",
    "wifi rumah: {ssid} — kata laluan {pw}",
    "wifi-wachtwoord ({ssid}): {pw}",
    "network {ssid} key {pw}",
    "wpa_passphrase \"{ssid}\" '{pw}'",
    'psk="{pw}"  # {ssid}',
]


def _wifi(rng: random.Random, n: int) -> list[Sample]:
    return _fam(rng, "wifi_key", _WIFI, n, _plain, ssid=_SSIDS)


# --- seed phrases ----------------------------------------------------------------------------
_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "spanish", "french", "italian", "czech",
                                            "portuguese", "turkish")}  # fmt: skip
_SEEDS = [
    ("frasa pemulihan dompet kripto Uda: {pw}", "english"),
    ("kato rahasio dompet ambo (12 kato): {pw}", "english"),
    ("frasa benih wallet: {pw}", "spanish"),
    ("herstelzin van de wallet van oom: {pw}", "french"),
    ("seed phrase (jan dibuang kertasnyo): {pw}", "italian"),
    ("frasa pemulihan Trust Wallet: {pw}", "czech"),
    ("perkataan pemulihan dompet abang: {pw}", "portuguese"),
    ("recovery words for the shop's wallet: {pw}", "turkish"),
]


def _checked_phrase(rng: random.Random, mnemo: Mnemonic, size: int) -> str:
    """A phrase from ``size`` random bytes that mnemonic's own check accepts (it rejects some it
    makes, in Turkish): a rejected one is drawn again."""
    while not mnemo.check(
        phrase := str(mnemo.to_mnemonic(bytes(rng.randrange(256) for _ in range(size))))
    ):
        pass
    return phrase


def _seeds(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i, (template, lang) in enumerate(v.cycle(rng, _SEEDS, n)):
        size, mnemo = [16, 32, 16, 20][i % 4], _MNEMO[lang]
        secret = _checked_phrase(rng, mnemo, size)
        out.append(Sample("seed_phrase", template.format(pw=secret), secret))
    return out


# --- cards and IBANs -------------------------------------------------------------------------
_CARDS = [
    "nomor kartu kredit utk bayar hosting: {pw} exp 09/31",
    "kartu Uni: {pw}, CVV di belakang",
    "nombor kad kredit abang {pw}",
    "creditcardnummer tante: {pw}",
    "card for the Agoda payout: {pw}",
    "no. kartu debit {pw} a.n. Yusnidar",
]


def _card(g: random.Random) -> str:
    number = v.card(g, g.choice(["visa", "mastercard", "jcb", "unionpay", "amex"]))
    return v.grouped(number, g.choice([" ", "-", "", " "]), g)


def _cards(rng: random.Random, n: int) -> list[Sample]:
    return _fam(rng, "card_number", _CARDS, n, _card)


_IBAN_SHAPES = {"SV": "aaaa" + "n" * 20, "EG": "n" * 25, "LC": "aaaa" + "c" * 24,
                "IQ": "aaaa" + "n" * 15, "NI": "aaaa" + "n" * 20, "OM": "nnn" + "c" * 16,
                "KW": "aaaa" + "c" * 22, "VA": "n" * 18}  # fmt: skip
_IBANS = [
    "IBAN pembeli kopi di {cc}: {pw}",
    "transfer ka IBAN {pw} (supplier kayu manis)",
    "IBAN rekening: {pw}",
    "het IBAN voor de zakat-overboeking: {pw}",
    "IBAN akaun pembekal {pw}",
]


def _ibans(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i, template in enumerate(v.cycle(rng, _IBANS, n)):
        cc = list(_IBAN_SHAPES)[i % len(_IBAN_SHAPES)]
        number = v.iban_shaped(rng, cc, _IBAN_SHAPES)
        secret = v.iban_spaced(number) if i % 2 else number
        out.append(Sample("iban", template.format(pw=secret, cc=cc), secret))
    return out


# --- national ids ----------------------------------------------------------------------------
def _nik(g: random.Random) -> str:
    def make(r: random.Random) -> str:
        day = r.randrange(1, 29) + r.choice([0, 40])
        return (r.choice(["1371", "1375", "1376", "1306"]) + f"{r.randrange(1, 8):02d}"
                + f"{day:02d}{r.randrange(1, 13):02d}{r.randrange(60, 100):02d}"
                + _r(r, D, 4))  # fmt: skip

    return v.until(g, make, id_nik.is_valid)


def _npwp(g: random.Random) -> str:
    def make(r: random.Random) -> str:
        body = _r(r, D, 8)
        return body + luhn.calc_check_digit(body) + "201000"

    return str(id_npwp.format(v.until(g, make, id_npwp.is_valid)))


def _nric(g: random.Random) -> str:
    def make(r: random.Random) -> str:
        return (f"{r.randrange(60, 100):02d}{r.randrange(1, 13):02d}{r.randrange(1, 29):02d}"
                + r.choice(["14", "10", "08"]) + _r(r, D, 4))  # fmt: skip

    return str(my_nric.format(v.until(g, make, my_nric.is_valid)))


def _bsn(g: random.Random) -> str:
    return v.until(g, lambda r: _r(r, D, 9), nl_bsn.is_valid)


def _btw(g: random.Random) -> str:
    return v.until(g, lambda r: "NL" + _bsn(r) + "B01", nl_btw.is_valid)


_IDS: list[tuple[str, Maker]] = [
    ("NIK Etek Nurhayati: {pw}", _nik),
    ("nomor KTP (NIK) ambo {pw}, untuak daftar BPJS", _nik),
    ("NPWP perusahaan: {pw}", _npwp),
    ("NPWP Uda Fadhil {pw} tlg isi di form pajak", _npwp),
    ("No. MyKad abang (NRIC): {pw}", _nric),
    ("nombor IC pak long {pw}", _nric),
    ("BSN van tante Sari: {pw}", _bsn),
    ("burgerservicenummer {pw} (voor de huisarts)", _bsn),
    ("btw-nummer van de webwinkel in Leiden: {pw}", _btw),
    ("Indonesian NIK for the visa form: {pw}", _nik),
]


def _ids(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _IDS, n):
        secret = make(rng)
        out.append(Sample("national_id", template.format(pw=secret), secret))
    return out


# --- 2FA, TOTP, one-time codes ---------------------------------------------------------------
_BACKUPS = [
    "kode cadangan 2FA akun Google toko:\n{codes}",
    "Backup codes GitHub Uda ({n} tersisa): {codes}",
    "kod sandaran 2FA akaun abang: {codes}",
    "herstelcodes voor tweestapsverificatie: {codes}",
    "kode pemulihan Tokoku (simpan di brankas):\n{codes}",
    "2FA backup codes for the homestay's Booking.com extranet: {codes}",
]


def _backups(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i, template in enumerate(v.cycle(rng, _BACKUPS, n)):
        codes = v.backup_codes(rng, 8, i % 4)
        sep = "\n" if "\n" in template else rng.choice([", ", " ", " | "])
        text = template.format(codes=sep.join(codes), n=8)
        out.append(Sample("backup_codes", text, codes[(i * 3 + 1) % 8]))
    return out


_TOTP = [
    "kunci rahasia 2FA (kalau QR indak bisa discan): {pw}",
    "otpauth://totp/Rangkiang:kasir?secret={pw}&issuer=Rangkiang",
    "TOTP seed untuk akun admin: {pw}",
    "setup key Authenticator abang: {pw}",
]


def _totps(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i, template in enumerate(v.cycle(rng, _TOTP, n)):
        secret = v.totp_secret(rng, spaced=i % 3 == 2 and "otpauth" not in template)
        out.append(Sample("totp_seed", template.format(pw=secret), secret))
    return out


_OTPS = [
    "kode OTP dari bank: {pw}, cepat masuakan",
    "{pw} adalah kode verifikasi Tokoku Anda. JANGAN berikan kode ini ke siapa pun.",
    "kod TAC Maybank: {pw}",
    "Je verificatiecode is {pw}",
    "Uni, kode nan masuak ka HP ambo: {pw}",
    "RM0 [Touch 'n Go] Kod pengesahan anda ialah {pw}",
    "OTP buat login BPJS {pw} tlg kirim cepet",
    "rmz: {pw} is your Booking.com verification code",
]


def _otps(rng: random.Random, n: int) -> list[Sample]:
    return _fam(rng, "otp_code", _OTPS, n, lambda g: _r(g, D, g.choice([6, 6, 4])))


# --- spelled out and told ---------------------------------------------------------------------
def _spell_word(g: random.Random) -> tuple[str, str]:
    word, num = g.choice(_FOOD + _PLACE).lower(), str(g.randrange(100, 10000))
    return word, num


_SPELL = [
    "sandinyo kato {w} pakai huruf gadang di muko, lalu {n}",
    "kata sandinya: kata {w}, huruf kecil semua, terus angka {n}",
    "kata laluan dia perkataan {w} diikuti nombor {n}",
    "het wachtwoord is het woord {w} en daarna {n}",
    "the password is the word {w} followed by {n}",
    "ketik {w} lalu {n}, itu pw admin",
    "nama kucing kami, {w}, diikuti {n} — itulah kata sandi router",
]


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _SPELL, n):
        word, num = _spell_word(rng)
        if "gadang" in template or "kucing" in template:
            word = word.capitalize()
        out.append(Sample("spelled_password", template.format(w=word, n=num), word))
    return out


# --- tools -----------------------------------------------------------------------------------
_TOOLS = [
    "fadhil@kasir-pdg:~$ mysql -u kasir -p{pw} penjualan",
    "rizal@gudang:~$ sshpass -p '{pw}' ssh admin@10.13.75.4",
    "$ redis-cli -h cache.rangkiang.lan -a {pw} ping",
    "$ docker login registry.rangkiang.lan -u ci -p {pw}",
    "PS C:\\kasir> net use Z: \\\\nas-bkt\\foto {pw} /user:RANGKIANG\\wulan",
    "$ curl -u admin:{pw} http://10.13.75.8/api/timbangan",
    "$ wget --user=foto --password={pw} ftp://files.homestay-maninjau.example/x.zip",
    "$ dgraph live -f stok.rdf --creds 'user=groot;password={pw}'",
    "$ mgconsole --username memgraph --password {pw}",
    "$ typedb console --username admin --password {pw}",
    "$ impala-shell -i impala.rangkiang.lan -u analis --ldap_password_cmd='echo {pw}'",
    "$ kcat -b kafka:9093 -X sasl.username=pesanan -X sasl.password={pw} -L",
    "$ pg_dumpall --dbname='postgresql://backup:{pw}@db.rangkiang.lan/'",
    "$ gsec -user sysdba -password {pw} -display",
    "$ sqlcipher kas.db \"PRAGMA key='{pw}';\"",
    "$ zip -P {pw} laporan-pajak.zip laporan.xlsx",
    "$ 7z a -p{pw} arsip-kas.7z kas/",
    "$ openssl enc -aes-256-cbc -in gaji.csv -out gaji.enc -pass pass:{pw}",
    "$ htpasswd -b /etc/nginx/.htpasswd kasir {pw}",
    "ALTER USER laporan IDENTIFIED BY '{pw}';",
    "$ echo '{pw}' | sudo -S systemctl restart kasir",
    "$ rsync --password-file=<(echo {pw}) foto@nas-bkt::foto .",
    "$ mosquitto_pub -h 10.13.75.20 -u sensor -P {pw} -t gudang/suhu -m 27",
    "$ keytool -importcert -keystore toko.jks -storepass {pw} -file ca.crt",
    "$ ftpasswd --passwd --name foto --home /srv/ftp --shell /bin/false --stdin <<< '{pw}'",
]


def _tools(rng: random.Random, n: int) -> list[Sample]:
    return _fam(rng, "tool_password", _TOOLS, n, _plain)


# --- env files and config blocks --------------------------------------------------------------
_CONFIGS = [
    "# .env toko\nAPP_ENV=production\nDB_PASSWORD={pw}\nDB_HOST=10.13.75.4",
    "[database]\nuser = kasir\npassword = {pw}\nhost = db.rangkiang.lan",
    'smtp:\n  host: mail.rangkiang-sianok.co.id\n  user: pesanan\n  password: "{pw}"',
    "define('DB_PASSWORD', '{pw}');",
    '<add key="SmtpPassword" value="{pw}" />',
    "spring.datasource.password={pw}",
    "MAIL_PASSWORD={pw}\nMAIL_FROM=toko@rangkiang-sianok.co.id",
    '{{"db": {{"user": "homestay", "password": "{pw}"}}}}',
    'variable "db_password" {{\n  default = "{pw}"\n}}',
    'REDIS_PASSWORD="{pw}"  # jan di-commit',
    "[client]\nuser=backup\npassword={pw}",
    "db.rangkiang.lan:5432:penjualan:kasir:{pw}",
    "kasir_db_pass: !unsafe '{pw}'",
    "  wifi:\n    ssid: Gudang Gambir PYK\n    password: {pw}",
    "settings.py: EMAIL_HOST_PASSWORD = '{pw}'",
    "SECRET_KEY={pw}",
    "ftp_password,{pw}",
    "user,password\nkasir,{pw}",
    "bindpw {pw}",
    "<Password>{pw}</Password>",
]


def _configs(rng: random.Random, n: int) -> list[Sample]:
    return _fam(rng, "config_password", _CONFIGS, n, _plain)


# --- login pairs and passphrases --------------------------------------------------------------
_LOGINS = [
    "login: {u} / {pw}",
    "akun kasir → pengguna {u}, kata sandi {pw}",
    "masuak jo {u} / {pw}",
    "nama pengguna {u} kata laluan {pw}",
    "gebruikersnaam {u}, wachtwoord {pw}",
    "creds for the roastery PLC are {u} and {pw}",
    "{u}:{pw}@ftp.homestay-maninjau.example",
    "u={u} p={pw}",
]


def _logins(rng: random.Random, n: int) -> list[Sample]:
    users = [x.lower() for x in _NAMES] + ["admin", "kasir", "gudang"]
    return _fam(rng, "login_pair", _LOGINS, n, _pw_food, u=users)


_WORDS = ["rangkiang", "gonjong", "carano", "saluang", "talempong", "randai", "pinyaram", "kabau",
          "bendi", "surau", "lapau", "ngarai", "tabuik", "galamai", "lamang", "kawa"]  # fmt: skip
_PHRASES = [
    "passphrase Bitwarden kantor: {pw}",
    "frasa sandi vault: {pw}",
    "kato sandi panjang (4 kato): {pw}",
    "wachtwoordzin van de kluis: {pw}",
    "KeePass master passphrase: {pw}",
]


def _phrases(rng: random.Random, n: int) -> list[Sample]:
    def make(g: random.Random) -> str:
        return g.choice(["-", " ", "."]).join(g.sample(_WORDS, 4))

    return _fam(rng, "passphrase", _PHRASES, n, make)


# --- tokens read out in pieces -----------------------------------------------------------------
_SPACED = [
    "Uda mambaco token lewat telepon: {t}",
    "[voice note] tokennya, ambo eja: {t}",
    "API key dibacakan per huruf: {t}",
    "de sleutel, in stukjes: {t}",
    "kunci dieja: {t}",
]


def _spaced(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i, template in enumerate(v.cycle(rng, _SPACED, n)):
        secret = _r(rng, ALNUM, 24)
        if i % 3 == 0:
            shown = " ".join(secret)
        elif i % 3 == 1:
            shown = " - ".join(secret[k : k + 4] for k in range(0, 24, 4))
        else:
            shown = "·".join(secret[k : k + 3] for k in range(0, 24, 3))
        out.append(Sample("spaced_token", template.format(t=shown), shown))
    return out


_PLAN: list[tuple[Callable[[random.Random, int], list[Sample]], int]] = [
    (_labelled, 60), (_pins, 20), (_known, 30), (_invented, 20), (_conn, 15), (_pems, 8),
    (_jwts, 10), (_auths, 12), (_wifi, 20), (_seeds, 15), (_cards, 15), (_ibans, 15),
    (_ids, 20), (_backups, 12), (_totps, 8), (_otps, 15), (_spelled, 15), (_tools, 25),
    (_configs, 20), (_logins, 15), (_phrases, 10), (_spaced, 10),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# (class, first field, second field with {s} for the secret, the secret's maker)
_SPLITS: list[tuple[str, str, str, Maker]] = [
    ("split_password", "sandi ambo:", "{s}", _pw),
    ("split_password", "kata sandinya adalah", "{s} ya, jgn lupa", _pw),
    ("split_password", "kata laluan:", "{s}", _pw),
    ("split_password", "het wachtwoord is", "{s}", _pw),
    ("split_password", "كلمة المرور", "{s}", _pw),
    ("split_password", "the Maninjau router password is", "{s}\nchanged after Lebaran", _pw),
    ("split_password", "pw kasir", "{s}", _pw),
    ("split_password", "kato kunci email kantua:", "{s} (baru)", _pw),
    ("split_password", "Wachtwoord:", "{s}", _pw),
    ("split_password", "password gudang Payakumbuh", "{s}", _pw),
    ("split_token", "RangkiangPay API key", "{s}", _j("rkp_live_", (ALNUM, 32))),
    ("split_token", "GitHub token:", "{s}", _j("ghp_", (ALNUM, 36))),
    ("split_seed", "frasa pemulihan dompet", "{s}", _english_seed),
    ("split_card", "nomor kartu", "{s} exp 04/30", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_shaped(g, "SV", _IBAN_SHAPES)),
    ("split_otp", "kunci 2FA", "{s}", lambda g: v.totp_secret(g, spaced=False)),
    ("split_id", "NIK", "{s}", _nik),
    ("split_id", "BSN", "{s}", _bsn),
    ("split_pin", "PIN ATM", "{s}", _j((D, 6))),
    ("split_phrase", "passphrase vault", "{s}", lambda g: " ".join(g.sample(_WORDS, 4))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    return [
        FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in _SPLITS
    ]


def _mastercard(g: random.Random) -> str:
    return v.card(g, "mastercard")


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"kasir": {"host": "10.13.75.4", "password": "{s}"}}': ("meta_password", _plain),
    '{"kata_sandi": "{s}"}': ("meta_password", _plain),
    '{"akun": {"pengguna": "rahmi", "sandi": "{s}"}}': ("meta_password", _plain),
    '{"wachtwoord": "{s}"}': ("meta_password", _plain),
    '{"kata_laluan": "{s}"}': ("meta_password", _plain),
    '{"note": "pw router homestay {s}"}': ("meta_password", _plain),
    '{"argv": ["mysql", "-u", "kasir", "--password", "{s}"]}': ("meta_password", _plain),
    '{"transcript": "kato sandi laptop gudang {s}"}': ("meta_password", _plain),
    '{"rangkiangpay": {"api_key": "{s}"}}': ("meta_token", _j("rkp_live_", (ALNUM, 32))),
    '{"slackToken": "{s}"}': ("meta_token", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"sianok_cloud_key": "{s}"}': ("meta_token", _j("snk-", (HEX, 40))),
    '{"bayar": {"card_number": "{s}", "exp": "02/31"}}': ("meta_card", _mastercard),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: v.iban_shaped(g, "LC", _IBAN_SHAPES)),
    '{"pegawai": {"nik": "{s}"}}': ("meta_id", _nik),
    '{"mfa": {"backup_codes": ["{s}", "83920174", "20571936"]}}': ("meta_otp", _j((D, 8))),
    '{"wallet": {"seed_phrase": "{s}"}}': ("meta_seed", _english_seed),
    '{"totp_secret": "{s}"}': ("meta_otp", lambda g: v.totp_secret(g, spaced=False)),
    '{"gudang": {"pin": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "Rangkiang-Kopi-5G", "psk": "{s}"}}': ("meta_wifi", _plain),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_COMMIT = hashlib.sha1(b"kasir: add rendang weight column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"homestay: fix booking dates", usedforsecurity=False).hexdigest()[:9]
_WHEEL = hashlib.sha256(b"escpos-3.1-py3-none-any.whl").hexdigest()
_MD5 = hashlib.md5(b"stok-gambir-2031-05.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Uda, jan lupo ganti sandi kasir sabalun audit tanggal 12 Juni.",
    "Kata sandi minimal 12 karakter, wajib huruf besar dan angka.",
    "Lupa kata sandi? Klik 'Atur ulang' di halaman masuk.",
    "wifi tamu homestay Maninjau indak pakai sandi, langsuang se.",
    "Pesanan #RS-2031-0457: 5 kg rendang, Rp 1.450.000, dikirim hari Kamis.",
    "Nomor telepon toko Bukittinggi: (0752) 61 4420, buka 08.00–21.00.",
    "Resi JNE 0123 4567 8901 2345 sudah dikirim ke Leiden.",
    "Versi aplikasi kasir 4.12.3 dirilis Senin.",
    f"Deploy homestay-api dari commit {_COMMIT}.",
    f"hotfix {_SHORT} sudah di-merge ke main",
    f"sha256 escpos wheel: {_WHEEL}",
    f"md5 stok-gambir-2031-05.csv = {_MD5}",
    "Harga kopi kawa daun Rp 8.000 per gelas, gambir Rp 55.000 per kg.",
    "Rapat pukul 14.30 WIB di kantor Padang, lantai 2.",
    "PIN ATM jangan pernah diberikan ke siapa pun, termasuk petugas bank.",
    "Kode OTP hanya berlaku 5 menit.",
    "Kata laluan mesti ditukar setiap 90 hari, kata HR di KL.",
    "Het wachtwoordbeleid van de gemeente Leiden is streng.",
    "Ustaz Hamdan: kajian Subuh besok jam 05.15, bawa Al-Qur'an.",
    "The password manager is KeePassXC, vault on the office NAS.",
    "Invoice INV-2031-0099 for Rp 3.200.000 is due on 30 May.",
    "Kamar 3 homestay Maninjau dipesan tgl 4–7 Juli, 2 orang.",
    "Bus ANS Padang–Bukittinggi berangkat 07.45, kursi 14B.",
    "API key RangkiangPay disimpan di vault, bukan di chat.",
    "Token sesi kedaluwarsa setelah 30 menit tidak aktif.",
    "Reset password link sent to rahmi@rangkiang-sianok.co.id.",
    "Kelok 44 ditutup sementara karena longsor, lewat Matur.",
    "Nomor rekening toko ada di invoice, hubungi bagian keuangan.",
    "NPWP perusahaan tercantum di faktur pajak.",
    "Ambo alah manukar sandi, tapi indak ambo tulis di siko.",
    "Wifi kantor Padang: Rangkiang-Staff (tanya Uni Rahmi untuk sandinya).",
    "Stok gambir gudang Payakumbuh: 1.284 kg per 1 Mei.",
    "Tiket #KRS-311 ditutup: printer struk sudah normal.",
    "SKU RND-500G-PDS, barcode 8991234567895.",
    "Tekanan ban mobil pikap 32 psi depan, 36 psi belakang.",
    "Sandi lewat SMS tidak akan pernah kami minta.",
    "Jadwal piket kasir: Rizal Senin–Rabu, Wulan Kamis–Sabtu.",
    "Shopify order #1042 shipped to Oegstgeest, tracking TNT 3SABC1234567.",
    "Tante Sari vraagt of het pakket met rendang is aangekomen.",
    "Pak Long dah sampai KLIA, flight MH 862 pukul 21.40.",
    "Suhu gudang 27 °C, kelembapan 68 %.",
    "The backup codes were regenerated; the old ones are void.",
    "Two-factor auth is now required for all staff accounts.",
    "Docker image rangkiang/kasir:4.12.3 pushed to the registry.",
    "Port 5432 dibuka hanya untuk jaringan 10.13.75.0/24.",
    "Lampu Jam Gadang menyala pukul 18.00 malam ini.",
    "Pasword kuat itu campuran huruf, angka dan simbol, kata IT.",
    "Login gagal 3 kali, akun dikunci 15 menit.",
    "Kartu member pelanggan nomor 000123 dapat diskon 10 %.",
    "Cuti bersama Lebaran 2031: 20–24 Maret.",
    "Infaq Jumat terkumpul Rp 2.350.000, alhamdulillah.",
    "Penerbangan PDG–AMS transit di Jakarta, total 19 jam.",
    "IBAN mana? Tante Sari belum kirim nomornya.",
    "Kunci gudang dipegang Pak Dasril, minta langsung ke beliau.",
    "Event Randai di Pagaruyung tanggal 17, tiket Rp 25.000.",
    "Ukuran karung kopi 60 kg, 48 karung per truk.",
    "Timbangan digital dikalibrasi ulang oleh teknisi hari Selasa.",
    "The PIN pad on terminal 2 is sticky; replacement ordered.",
    "Semua token API lama dicabut kemarin, minta yang baru ke Irwandi.",
    "Kode pos kantor Bukittinggi 26136, Padang 25112.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-04-01T07:00:00+07:00", "password_min_length": 12}',
    '{"secret_ref": "vault/rangkiang/kasir", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 317}}',
    f'{{"sha256": "{_WHEEL}", "package": "escpos", "version": "3.1"}}',
    '{"order": "RS-2031-0457", "total_idr": 1450000, "kg": 5}',
    '{"phone": "+62 752 61 4420", "city": "Bukittinggi"}',
    '{"mfa_enabled": true, "backup_codes_left": 6}',
    '{"room": 3, "checkin": "2031-07-04", "nights": 3, "lake": "Maninjau"}',
    '{"sku": "RND-500G-PDS", "barcode": "8991234567895", "stock": 212}',
    '{"ticket": "KRS-311", "status": "closed", "assignee": "irwandi"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
