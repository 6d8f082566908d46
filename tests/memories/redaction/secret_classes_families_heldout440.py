# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-fortieth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four hundred and thirty-seventh's
docstring, the fifth to four hundred and thirty-seventh only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (438, 439, 441), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (440_618_257), password words (a
Virgin Gorda or Anegada place, fish or bird with a number and a sign, `Loblolly#5820`; dot-joined
words with a year, `tarpon.conch.savannah.2034`; leet `B0n3f1sh!73`; random runs with a sign).

The fictional company is Savannah Sound Marine Group Ltd. of Virgin Gorda, British Virgin
Islands: Gorda Reach Charters (an invented yacht-charter base at an invented Mangrove Point
Marina), the Loblolly Claw (an invented lobster restaurant on Anegada) and Copper Hill Villas (an
invented boutique resort). Staff: Delroy Penn (IT), Shanice Wheatley (dockmaster, in Virgin
Islands Creole), Captain Wilfredo "Willy" Rosario (a Puerto Rican skipper, in Puerto Rican
Spanish), Marites Dizon and Jun-Jun Bautista (resort staff, in Tagalog), Chef Augustin "Tino"
Joseph (a Saint Lucian chef, in Kwéyòl) and the guests Noa and Eitan Ben-Ami (Israeli charter
guests, in Hebrew). Every company, person, address, domain (`savannahsound.lan`,
`gordareach.example`, `loblollyclaw.example`, `copperhillvillas.example`), account and number is
invented; only the region is real. Texts: WhatsApp chats, tickets, notes, runbooks, shell
history, config and env files, URLs, voice-note transcripts, SMS and requests to the assistant;
separators: a colon, `=`, `->`, `→`, `=>`, `/`, `|`, a tab, `is`, `es`, `ay`, `sé`, `היא`, `—`,
a new line, a question then its answer, a value said first and named after.

Grep counts (heldouts 5 to 437, grep -l): none for `Virgin Gorda`, `Anegada`, `Spanish Town`,
`Savannah Sound`, `Loblolly`, `Copper Hill`, `CharterDesk`, `MooringMate`, `TideLedger`,
`ReefLink`, `boricua`, `wah yuh`; one for `Puerto Ric`, `sq0atp`; two for `Kwéyòl`, `mòdpas`;
three to nine for `us.rtn`, `us.ptin`, `us.atin`, `us.ein`, `Tortola`; above ten for `Tagalog`,
`Hebrew`, `lobster`, `Creole`, `il.idnr`, `il.hp`, `do.cedula`, `do.rnc`, `us.itin`, `Square`,
`NRAK`, `ntn_`, `figd_`, `sntrys`, `dp.st` and every IBAN country used (Israel 36, Saint Lucia
47, the British Virgin Islands 49).
Languages: about half English, config or shell; the rest in Virgin Islands Creole as texted
(`de password is`, `doh tell nobody`, `wha de code`), the Spanish of a Puerto Rican captain
(`mano`, `acho`, `ahorita`, `la clave es`), the Tagalog of resort staff (`ang password ay`, `po`,
`ate`, `kuya`, `huwag ipagkalat`), the Kwéyòl of a Saint Lucian chef (`mòdpas-la sé`, `pa di
pèsonn`) and the Hebrew of an Israeli guest (`הסיסמה היא`, `קוד`, `תעודת זהות`). The Creole, the
Kwéyòl and the Puerto Rican texting are my guesses; the Tagalog and Hebrew are plain.
Vendors: the invented CharterDesk, MooringMate, TideLedger, ReefLink POS and AnegadaPay under the
words around their keys, plus the GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, OpenRouter,
AWS, Google, Hugging Face, npm, SendGrid, Twilio, Telegram, Square, Notion, Figma, New Relic,
Sentry, Doppler, Shopify, DigitalOcean and Linear shapes. Ids: Israel's teudat zehut and company
number (`il.idnr`, `il.hp`), the US EIN, SSN, PTIN and ABA routing number (`us.ein`, `us.ssn`,
`us.ptin`, `us.rtn`) and the Dominican cédula and RNC (`do.cedula`, `do.rnc`), each drawn until
its `stdnum` module validates it. IBANs of the British Virgin Islands, Saint Lucia, Israel and
Costa Rica, checked with `stdnum.iban`; seed phrases from `mnemonic`'s English, Spanish and French
lists, each checked with `Mnemonic.check`; cards pass Luhn (Visa, Mastercard, Amex, Discover).
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
from stdnum.do import cedula as do_cedula
from stdnum.do import rnc as do_rnc
from stdnum.il import hp as il_hp
from stdnum.il import idnr as il_idnr
from stdnum.us import ein as us_ein
from stdnum.us import ptin as us_ptin
from stdnum.us import rtn as us_rtn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 440_618_257
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
UPPER_HEX = HEX.upper()
URLSAFE = ALNUM + "-_"
Maker = v.Maker
_r, _j = v.r, v.token

_WORDS = ["Loblolly", "Savannah", "Tarpon", "Bonefish", "Flamingo", "Frigate", "Conch", "Iguana",
          "Mangrove", "Gorda", "Anegada", "Leverick", "Pomato", "Cowwreck", "Saba", "Bitter",
          "Sargasso", "Grouper", "Wahoo", "Mahimahi", "Pelican", "Seagrape"]  # fmt: skip
_SIGNS = "!#@$%*+?"
_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "spanish", "french")}


def _pw(rng: random.Random) -> str:
    """A password in one of the shapes this corpus uses."""
    kind = rng.randrange(4)
    if kind == 0:
        return f"{rng.choice(_WORDS)}{rng.choice(_SIGNS)}{_r(rng, D, 4)}"
    if kind == 1:
        words = ".".join(w.lower() for w in rng.sample(_WORDS, 3))
        return f"{words}.{rng.randrange(2026, 2041)}"
    if kind == 2:
        leet = str.maketrans({"o": "0", "e": "3", "i": "1", "a": "4"})
        return f"{rng.choice(_WORDS).translate(leet)}{rng.choice(_SIGNS)}{_r(rng, D, 2)}"
    return _r(rng, ALNUM, 5) + rng.choice(_SIGNS) + _r(rng, ALNUM, 6) + _r(rng, D, 2)


def _card(rng: random.Random) -> str:
    number = v.card(rng, rng.choice(["visa", "mastercard", "amex", "discover"]))
    return v.grouped(number, rng.choice([" ", "-", ""]), rng)


def _iban(rng: random.Random) -> str:
    shapes = {
        "VG": "aaaa" + "n" * 16,
        "LC": "aaaa" + "c" * 24,
        "IL": "n" * 19,
        "CR": "0" + "n" * 17,
    }
    number = v.iban_shaped(rng, rng.choice(sorted(shapes)), shapes)
    return v.iban_spaced(number) if rng.random() < 0.5 else number


def _digits_until(n: int, valid: Callable[[str], bool], fmt: Callable[[str], str]) -> Maker:
    def make(rng: random.Random) -> str:
        return fmt(v.until(rng, lambda g: _r(g, D, n), valid))

    return make


_IDS: dict[str, Maker] = {
    "idnr": _digits_until(9, il_idnr.is_valid, str),
    "hp": _digits_until(9, lambda s: s.startswith("51") and il_hp.is_valid(s), str),
    "ein": _digits_until(9, us_ein.is_valid, lambda s: f"{s[:2]}-{s[2:]}"),
    "ssn": v.ssn_number,
    "ptin": lambda g: "P" + _r(g, D, 8),
    "rtn": _digits_until(9, us_rtn.is_valid, str),
    "cedula": _digits_until(11, do_cedula.is_valid, lambda s: f"{s[:3]}-{s[3:10]}-{s[10:]}"),
    "rnc": _digits_until(9, do_rnc.is_valid, str),
}
assert us_ptin.is_valid("P12345678")


def _seed(rng: random.Random) -> str:
    lang = rng.choice(["english", "english", "spanish", "french"])
    words = rng.choice([12, 12, 24, 18])
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words]))
    return str(_MNEMO[lang].to_mnemonic(entropy))


def _jwt(rng: random.Random) -> str:
    head = v.b64url({"alg": rng.choice(["HS256", "RS256"]), "typ": "JWT"})
    body = v.b64url({"sub": _r(rng, D, 6), "role": rng.choice(["crew", "ops", "guest"]),
                     "exp": rng.randrange(1_800_000_000, 1_900_000_000)})  # fmt: skip
    return f"{head}.{body}.{_r(rng, URLSAFE, 43)}"


def _pem(rng: random.Random) -> str:
    kind = rng.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    raw = base64.b64encode(bytes(rng.randrange(256) for _ in range(240))).decode()
    lines = "\n".join(raw[i : i + 64] for i in range(0, len(raw), 64))
    return f"-----BEGIN {kind}-----\n{lines}\n-----END {kind}-----"


def _wifi(rng: random.Random) -> str:
    if rng.random() < 0.5:
        return f"{rng.choice(_WORDS)}{rng.choice(_WORDS).lower()}{_r(rng, D, 3)}"
    return _r(rng, ALNUM, 12)


def _backup(rng: random.Random) -> list[str]:
    return v.backup_codes(rng, rng.choice([6, 8, 10]), rng.randrange(4))


def _spelled(rng: random.Random) -> str:
    word = rng.choice(_WORDS) + _r(rng, D, 3)
    return rng.choice([" ", "-", " - ", ". "]).join(word)


_VENDORS: list[tuple[str, Maker]] = [
    ("GitHub token", _j("ghp_", (ALNUM, 36))),
    ("GitHub fine-grained PAT", _j("github_pat_11", (UPPER + D, 20), "_", (ALNUM, 59))),
    ("GitLab token", _j("glpat-", (URLSAFE, 20))),
    ("Slack bot token", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("Stripe key", _j("sk_live_", (ALNUM, 99))),
    ("Stripe restricted key", _j("rk_live_", (ALNUM, 40))),
    ("OpenAI key", _j("sk-proj-", (URLSAFE, 120))),
    ("Anthropic key", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("OpenRouter key", _j("sk-or-v1-", (HEX, 64))),
    ("AWS access key", _j("AKIA", (UPPER + "234567", 16))),
    ("Google Maps key", _j("AIza", (URLSAFE, 35))),
    ("Hugging Face token", _j("hf_", (ALNUM, 34))),
    ("npm token", _j("npm_", (ALNUM, 36))),
    ("SendGrid key", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Twilio API key", _j("SK", (HEX, 32))),
    ("Telegram bot token", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("Square access token", _j("EAAA", (URLSAFE, 60))),
    ("Notion integration secret", _j("ntn_", (D, 11), (ALNUM, 35))),
    ("Figma token", _j("figd_", (URLSAFE, 40))),
    ("New Relic key", _j("NRAK-", (UPPER + D, 27))),
    ("Sentry auth token", _j("sntrys_", (ALNUM, 80))),
    ("Doppler token", _j("dp.st.prd.", (ALNUM, 43))),
    ("Shopify admin token", _j("shpat_", (HEX, 32))),
    ("DigitalOcean token", _j("dop_v1_", (HEX, 64))),
    ("Linear key", _j("lin_api_", (ALNUM, 40))),
]


def _vendor_samples(rng: random.Random, n: int) -> list[Sample]:
    frames = ["{label}: {pw}", "new {label} for the charter site → {pw}",
              "export KEY={pw}  # {label}, Delroy rotated it", "{label} = {pw}",
              "Delroy, the {label} is {pw}", "pasted the {label} in the ticket: {pw}"]  # fmt: skip
    out = []
    for i, (label, make) in enumerate(v.cycle(rng, _VENDORS, n)):
        secret = make(rng)
        out.append(Sample("vendor_token", frames[i % len(frames)].format(label=label, pw=secret),
                          secret))  # fmt: skip
    return out


def _login_samples(rng: random.Random, n: int) -> list[Sample]:
    users = ["delroy", "shanice.w", "willy", "marites", "tino", "frontdesk", "admin", "root"]
    templates = [
        "login: {u} / {pw}",
        "https://{u}:{pw}@pos.loblollyclaw.example/admin",
        "creds for the booking portal are {u} and {pw}",
        "| {u} | {pw} | charter-desk |",
        "sign in as {u} with {pw}",
        "{u}:{pw}@nas.savannahsound.lan",
        "u={u} p={pw}",
        "Username: {u}\nPassword: {pw}",
        "user {u}, pass {pw} — for the villa tablets",
        "smtp://{u}:{pw}@mail.copperhillvillas.example:587",
    ]
    out = []
    for t in v.cycle(rng, templates, n):
        secret = _pw(rng)
        out.append(Sample("login_pair", t.format(u=rng.choice(users), pw=secret), secret))
    return out


def _ids(rng: random.Random, n: int) -> list[Sample]:
    templates = {
        "idnr": ["מספר תעודת זהות של נועה: {pw}", "teudat zehut (Eitan): {pw}",
                 "ת.ז. {pw} לצורך הצ'ק-אין"],
        "hp": ["Israeli company number (ח.פ.) of the guest's firm: {pw}", "ח.פ. {pw}"],
        "ein": ["Rosario Sailing LLC EIN: {pw}", "el EIN de la compañía del capitán es {pw}"],
        "ssn": ["Willy's SSN for the payroll form: {pw}", "mi seguro social es {pw}, mano"],
        "ptin": ["preparer PTIN: {pw}"],
        "rtn": ["routing number {pw} (Banco de la Isla, PR account)"],
        "cedula": ["cédula del cocinero dominicano: {pw}", "Cédula → {pw}"],
        "rnc": ["RNC del proveedor de langosta: {pw}"],
    }  # fmt: skip
    pairs = [(kind, t) for kind, ts in templates.items() for t in ts]
    out = []
    for kind, t in v.cycle(rng, pairs, n):
        secret = _IDS[kind](rng)
        out.append(Sample("national_id", t.format(pw=secret), secret))
    return out


def _backup_samples(rng: random.Random, n: int) -> list[Sample]:
    heads = ["CharterDesk backup codes:", "Google backup codes for ops@gordareach.example",
             "Mga backup code ni ate Marites:", "códigos de recuperación del capitán",
             "קודי גיבוי לחשבון", "2FA recovery codes (Copper Hill admin)",
             "kòd sekou pou kont-la", "dem backup code fuh de Microsoft account"]  # fmt: skip
    out = []
    for i, head in enumerate(v.cycle(rng, heads, n)):
        codes = _backup(rng)
        sep = ["\n", ", ", "\n", " "][i % 4]
        out.append(Sample("backup_codes", head + "\n" + sep.join(codes), codes[0]))
    return out


def _pem_samples(rng: random.Random, n: int) -> list[Sample]:
    heads = ["deploy key for the booking server:\n", "", "Delroy pasted this in the ticket:\n",
             "~/.ssh/id_charter\n", "cat key.pem\n"]  # fmt: skip
    out = []
    for head in v.cycle(rng, heads, n):
        pem = _pem(rng)
        out.append(Sample("pem_key", head + pem, pem))
    return out


_T: dict[str, tuple[list[str], Maker]] = {
    "password_label": (
        [
            "password: {pw}",
            "Password = {pw}",
            "wifi admin pw -> {pw}",
            "router pass → {pw}",
            "the POS password is {pw}",
            "pwd: {pw}",
            "passwd={pw}",
            "password | {pw}",
            "Password\t{pw}",
            "pw => {pw}",
            "password / {pw}",
            "the new password is now {pw}",
            "Password:\n{pw}",
            "password changed to {pw}",
            "manager password: `{pw}`",
            "the villa tablet password is ({pw})",
            "admin password “{pw}”",
            "password for the Gorda Reach laptop — {pw}",
            "password [{pw}]",
            "Delroy: password for the NAS is {pw}",
        ],
        _pw,
    ),
    "password_creole": (
        [
            "de password fuh de office computer is {pw}",
            "Shanice: password is {pw} doh tell nobody",
            "wha de password? {pw}",
            "de dock wifi password now {pw}",
            "mi change de password to {pw} yesterday",
            "password: {pw} — ah tell yuh already",
            "check it, de password {pw}",
            "lemme give yuh de password: {pw}",
            "de new password fuh de fuel pump login is {pw}",
            "password = {pw} eh, keep it quiet",
        ],
        _pw,
    ),
    "password_spanish": (
        [
            "Acho mano, la contraseña es {pw}",
            "contraseña del chartplotter: {pw}",
            "la clave del portal es {pw}, no la compartas",
            "Oye, contraseña → {pw}",
            "ahorita cambié la contraseña a {pw}",
            "la contraseña nueva: {pw} wepa",
            "clave: {pw}",
            "mano la password del barco es {pw}",
            "contraseña = {pw}",
            "te paso la contraseña del Garmin: {pw}",
        ],
        _pw,
    ),
    "password_tagalog": (
        [
            "ang password ay {pw}",
            "Ate, yung password ng front desk PC ay {pw} po",
            "password: {pw} huwag ipagkalat ha",
            "kuya ito yung password: {pw}",
            "pinalitan ko na yung password, {pw} na po",
            "password ng housekeeping tablet → {pw}",
            "yung bagong password ay {pw}",
            "password po ng villa 3 TV: {pw}",
            "ito ang password ng POS: {pw}",
            "Jun-Jun, password = {pw}",
        ],
        _pw,
    ),
    "password_kweyol": (
        [
            "mòdpas-la sé {pw}",
            "Chèf Tino: mòdpas kizin-lan sé {pw}, pa di pèsonn",
            "mòdpas: {pw}",
            "mwen chanjé mòdpas-la, sé {pw} kounyé-a",
            "mòdpas òdinatè-a → {pw}",
            "password-la sé {pw}",
        ],
        _pw,
    ),
    "password_hebrew": (
        [
            "הסיסמה היא {pw}",
            "סיסמה: {pw}",
            "אחי, הסיסמה למחשב של הסירה היא {pw}",
            "הסיסמה החדשה {pw} אל תגיד לאף אחד",
            "סיסמה לוויפי של הווילה → {pw}",
            "Noa: הסיסמה לאפליקציה {pw} סבבה?",
        ],
        _pw,
    ),
    "password_turn": (
        [
            "what's the password for the booking laptop?\nDelroy: {pw}",
            "{pw} — that's the password for the Anegada POS",
            "wha de password?\nShanice: {pw}",
            "¿cuál es la contraseña?\nWilly: {pw}",
            "{pw}, that's what I set for the dock router",
            "ano password ng printer?\nMarites: {pw}",
            "מה הסיסמה?\nאיתן: {pw}",
            "type {pw}; that's the admin password",
            "{pw} is the password, Chef",
            "password for the villa safe app? → {pw}",
        ],
        _pw,
    ),
    "cli_flag": (
        [
            "mysql -u charter -p'{pw}' bookings",
            "sshpass -p '{pw}' ssh crew@10.4.2.7",
            "curl -u delroy:{pw} https://api.gordareach.example/v1/fleet",
            "redis-cli -a '{pw}' -h cache.savannahsound.lan",
            "docker login -u ops -p {pw}",
            "echo '{pw}' | sudo -S systemctl restart pos",
            "zip -P {pw} payroll.zip payroll.csv",
            "7z a -p{pw} menus.7z menus/",
            "openssl enc -aes-256-cbc -pass pass:{pw} -in x.bin",
            "gpg --batch --passphrase '{pw}' -c guests.csv",
            "psql postgresql://ops:{pw}@db.lan/pos",
            "sqlcmd -S pos01 -U sa -P '{pw}'",
            "ldapsearch -x -D cn=admin -w '{pw}'",
            "keytool -list -keystore pos.jks -storepass {pw}",
            "smbclient //nas/crew -U delroy%{pw}",
            "mosquitto_pub -u sensors -P '{pw}' -t tank/level -m 42",
            "lftp -u delroy,{pw} sftp://files.copperhillvillas.example",
            "htpasswd -b /etc/nginx/.htpasswd crew {pw}",
            "ipmitool -I lanplus -U admin -P {pw} power status",
            "xfreerdp /u:frontdesk /p:{pw} /v:10.4.2.9",
        ],
        _pw,
    ),
    "config": (
        [
            "DB_PASSWORD={pw}",
            'POS_ADMIN_PASS="{pw}"',
            "smtp_password: '{pw}'",
            'password = "{pw}"',
            "<password>{pw}</password>",
            '"db_pass": "{pw}"',
            "spring.datasource.password={pw}",
            "MYSQL_ROOT_PASSWORD: {pw}",
            "define('DB_PASSWORD', '{pw}');",
            "[mail]\nuser = bookings\npass = {pw}",
            "export PGPASSWORD='{pw}'",
            "requirepass {pw}",
            "db.lan:5432:pos:ops:{pw}",
            "ssid,psk\nCopperHill-Guest,{pw}",
        ],
        _pw,
    ),
    "invented_vendor": (
        [
            "CharterDesk API key: {pw}",
            "MooringMate api_key={pw}",
            "TideLedger API key → {pw}",
            "ReefLink POS integration broken, current key {pw}",
            "AnegadaPay secret key: {pw}",
            "Integrations › CharterDesk: {pw}",
            "llave API de MooringMate: {pw}",
            "TideLedger key for prod: {pw}",
            "API key ng ReefLink: {pw}",
        ],
        _j((HEX, 32)),
    ),
    "bare_token": (
        [
            "{pw}",
            "paste this in: {pw}",
            "token {pw}",
            "here {pw} ok?",
            "use {pw} for the sync",
            "Authorization: Bearer {pw}",
        ],
        _j((ALNUM, 40)),
    ),
    "hex_key": (
        [
            "{pw}",
            "ENCRYPTION_KEY={pw}",
            "lock api secret: {pw}",
            "AES key → {pw}",
            "master key for the keycard encoder: {pw}",
        ],
        _j((HEX, 64)),
    ),
    "jwt": (
        [
            "Authorization: Bearer {pw}",
            "jwt={pw}",
            "session token: {pw}",
            "the guest app token is {pw}",
        ],
        _jwt,
    ),
    "seed_phrase": (
        [
            "seed phrase for the charter wallet: {pw}",
            "{pw}",
            "frase semilla: {pw}",
            "recovery words → {pw}",
            "מילות השחזור: {pw}",
        ],
        _seed,
    ),
    "card": (
        [
            "card: {pw} exp 09/31",
            "tarjeta {pw}",
            "Visa ng guest: {pw}",
            "card number {pw}",
            "charge deposit to {pw}",
            "כרטיס אשראי {pw}",
            "kat-la: {pw}",
        ],
        _card,
    ),
    "card_cvc": (
        [
            "CVV: {pw}",
            "security code on the back: {pw}",
            "el código de seguridad es {pw}",
            "the three digits on the back are {pw}",
            "CVC {pw}",
            "קוד אבטחה {pw}",
        ],
        _j((D, 3)),
    ),
    "iban": (
        [
            "IBAN: {pw}",
            "pay the deposit to {pw}",
            "IBAN → {pw} (Savannah Sound Marine)",
            "el IBAN es {pw}",
            "IBAN של החשבון: {pw}",
            "chef's IBAN {pw}",
        ],
        _iban,
    ),
    "totp_secret": (
        [
            "TOTP secret: {pw}",
            "2FA setup key {pw}",
            "otpauth://totp/GordaReach:ops?secret={pw}&issuer=GordaReach",
            "manual key for the authenticator: {pw}",
        ],
        lambda g: v.totp_secret(g, spaced=g.random() < 0.4),
    ),
    "otp_code": (
        [
            "Your CharterDesk verification code is {pw}",
            "{pw} is your Copper Hill login code",
            "código de verificación: {pw}",
            "ang OTP mo ay {pw}",
            "קוד האימות שלך: {pw}",
            "Use {pw} to sign in to MooringMate",
            "de code dem send is {pw}",
            "one-time code: {pw}",
        ],
        _j((D, 6)),
    ),
    "wifi": (
        [
            "wifi Loblolly Claw Guest / {pw}",
            "Network: GordaReach-Dock / {pw}",
            "WIFI:T:WPA;S:CopperHill-Staff;P:{pw};;",
            "wifi password fuh de bar: {pw}",
            "la clave del wifi del barco es {pw}",
            "wifi ng villa 2: {pw}",
            "WPA key {pw}",
            "הסיסמה לוויפי: {pw}",
        ],
        _wifi,
    ),
    "pin": (
        [
            "door code for the tackle shed is {pw}#",
            "PIN: {pw}",
            "gate code → {pw}",
            "de lockbox code is {pw}",
            "el código del candado es {pw}",
            "PIN ng safe: {pw}",
            "kòd pòt chanm frèt-la sé {pw}",
            "הקוד לכספת {pw}",
            "alarm code {pw}",
            "keypad code at Mangrove Point: {pw}",
        ],
        lambda g: _r(g, D, g.choice([4, 4, 5, 6])),
    ),
    "passphrase": (
        [
            "passphrase: {pw}",
            "the vault passphrase is {pw}",
            "1Password master passphrase → {pw}",
            "Bitwarden passphrase = {pw}",
        ],
        lambda g: " ".join(w.lower() for w in g.sample(_WORDS, 4)),
    ),
    "spelled": (
        [
            "reading the password out: {pw}",
            "Willy dictated the password: {pw}",
            "password, letter by letter: {pw}",
            "ang password: {pw}",
        ],
        _spelled,
    ),
}

_PLAN: list[tuple[str, int]] = [
    ("password_label", 30), ("password_creole", 20), ("password_spanish", 20),
    ("password_tagalog", 20), ("password_kweyol", 15), ("password_hebrew", 15),
    ("password_turn", 15), ("login_pair", 20), ("cli_flag", 20), ("config", 20),
    ("vendor_token", 22), ("invented_vendor", 12), ("bare_token", 10), ("hex_key", 10),
    ("jwt", 8), ("pem_key", 5), ("seed_phrase", 10), ("card", 15), ("card_cvc", 6),
    ("iban", 12), ("national_id", 14), ("totp_secret", 8), ("otp_code", 12),
    ("backup_codes", 8), ("wifi", 12), ("pin", 15), ("passphrase", 8), ("spelled", 8),
]  # fmt: skip
_CUSTOM: dict[str, Callable[[random.Random, int], list[Sample]]] = {
    "login_pair": _login_samples, "vendor_token": _vendor_samples, "national_id": _ids,
    "backup_codes": _backup_samples, "pem_key": _pem_samples,
}  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for cls, n in _PLAN:
        if cls in _CUSTOM:
            out += _CUSTOM[cls](rng, n)
        else:
            templates, make = _T[cls]
            out += v.fill(rng, cls, templates, n, make)
    return out


# (class, first field, second field with {s}, the secret's maker)
_SPLITS: list[tuple[str, str, str, Maker]] = [
    ("split_password", "the booking laptop password is", "{s}", _pw),
    ("split_password", "Password:", "{s} (since the refit)", _pw),
    ("split_password", "de password fuh de dock office is", "{s}", _pw),
    ("split_password", "la contraseña es", "{s}, mano", _pw),
    ("split_password", "ang password ay", "{s} po", _pw),
    ("split_password", "mòdpas-la sé", "{s}", _pw),
    ("split_password", "הסיסמה היא", "{s}", _pw),
    ("split_password", "POS admin pw", "{s}\nchange it after season", _pw),
    ("split_password", "Chef's tablet password:", "{s}", _pw),
    ("split_password", "wifi password", "{s}", _wifi),
    ("split_token", "CharterDesk API key", "{s}", _j((HEX, 32))),
    ("split_token", "GitHub token:", "{s}", _j("ghp_", (ALNUM, 36))),
    ("split_token", "Stripe key", "{s} (live)", _j("sk_live_", (ALNUM, 60))),
    ("split_seed", "wallet seed words", "{s}", _seed),
    ("split_card", "card number", "{s} exp 04/32", _card),
    ("split_iban", "IBAN", "{s}", _iban),
    ("split_id", "teudat zehut", "{s}", _IDS["idnr"]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_pin", "the gate code is", "{s}", _j((D, 5))),
    ("split_phrase", "vault passphrase", "{s}", lambda g: " ".join(g.sample(_WORDS, 4)).lower()),
]  # fmt: skip


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    out = []
    for cls, first, second, make in _SPLITS:
        secret = make(rng)
        out.append(FieldPair(cls, first, second.replace("{s}", secret), secret))
    return out


_METADATA: list[tuple[str, str, Maker]] = [
    ("meta_password", '{"pos": {"url": "https://pos.lan", "admin_password": "{s}"}}', _pw),
    ("meta_password", '{"contraseña": "{s}"}', _pw),
    ("meta_password", '{"account": {"user": "marites", "passwd": "{s}"}}', _pw),
    ("meta_password", '{"note": "ang password ng printer ay {s}"}', _pw),
    ("meta_password", '{"סיסמה": "{s}"}', _pw),
    ("meta_password", '{"argv": ["mysql", "-u", "charter", "--password", "{s}"]}', _pw),
    ("meta_password", '{"transcript": "de password fuh de office is {s}"}', _pw),
    ("meta_password", '{"boats": [{"name": "Saba"}, {"name": "Wahoo", "wifi_pw": "{s}"}]}', _pw),
    ("meta_token", '{"charterdesk": {"api_key": "{s}"}}', _j((HEX, 32))),
    ("meta_token", '{"headers": {"Authorization": "Bearer {s}"}}', _j((ALNUM, 40))),
    ("meta_token", '{"slackToken": "{s}"}', _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("meta_card", '{"payment": {"card_number": "{s}", "exp": "02/33"}}', _card),
    ("meta_iban", '{"payee": {"iban": "{s}"}}', _iban),
    ("meta_id", '{"guest": {"teudat_zehut": "{s}"}}', _IDS["idnr"]),
    ("meta_otp", '{"2fa": {"backup": ["{s}", "48213907", "66120483"]}}', _j((D, 8))),
    ("meta_seed", '{"wallet": {"seed_phrase": "{s}"}}', _seed),
    ("meta_key", '{"keycard_encoder": {"master_key": "{s}"}}', _j((HEX, 64))),
    ("meta_pin", '{"tackle_shed": {"door_code": "{s}"}}', _j((D, 4))),
    ("meta_wifi", '{"wifi": {"ssid": "GordaReach-Crew", "psk": "{s}"}}', _wifi),
    ("meta_otp", '{"totp_secret": "{s}"}', lambda g: v.totp_secret(g, spaced=False)),
]  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata dicts whose keys or values carry a secret."""
    rng = random.Random(SEED + 2)
    out = []
    for cls, text, make in _METADATA:
        secret = make(rng)
        out.append(MetadataSample(cls, json.loads(text.replace("{s}", secret)), secret))
    return out


_WHEEL_SUM = hashlib.sha256(b"charterdesk-sync-2.4.1.tar.gz").hexdigest()
_COMMIT = hashlib.sha1(b"menu: add spiny lobster special", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"pos: fix tip rounding", usedforsecurity=False).hexdigest()[:9]

CLEAN = [
    "The password policy for the POS needs 12 characters and a symbol.",
    "de password change every 90 days, Delroy say so",
    "la contraseña tiene que tener por lo menos diez letras, mano",
    "Kailangan po ng bagong password sa Lunes, sabi ni sir Delroy.",
    "mòdpas-la twò kout, fò ou chwazi yon lòt",
    "הסיסמה צריכה להיות לפחות 12 תווים",
    "Forgot your password? Reset it from the Copper Hill guest portal.",
    f"sha256 of charterdesk-sync-2.4.1.tar.gz: {_WHEEL_SUM}",
    f"fixed in commit {_COMMIT}",
    f"reverted {_SHORT} (pos: fix tip rounding)",
    "charterdesk-sync 2.4.1 released; requires Python 3.11.9",
    "Order #LC-20931 for 40 lb of spiny lobster, due Friday.",
    "Ticket GR-4417: the dinghy outboard needs a new impeller.",
    "Tracking 1Z 84A 902 03 4471 2219 — parts for the watermaker.",
    "Call the marina office at +1 284 555 0142 before 5 pm.",
    "Postcode VG1150, Spanish Town, Virgin Gorda.",
    "Anchorage at 18°43′N 64°20′W, off the west end of Anegada.",
    "The charter runs 12/03/2025 to 19/03/2025, check-in at 14:00.",
    "Lobster dinner is $68 per person, $34 for kids under twelve.",
    "card ending **** 4417 was declined, ask the guest for another",
    "IBAN on file: VG** **** **** **** **** 0193",
    "the PIN pad at the bar is broken again",
    "Ask Shanice for the gate code, doh put it in the chat.",
    "Mano, la clave del wifi está en la tarjeta del camarote.",
    "Nasa front desk po ang password ng wifi, sa likod ng key card.",
    "Chèf, kòd-la asou papyé-a bò frijidè-a.",
    "קוד הכניסה נמצא במייל מהמרינה",
    "Enter the six-digit code we sent to your phone.",
    "Your verification code expires in 10 minutes.",
    "Backup codes are printed and kept in the office safe.",
    "The seed phrase is on steel plates in the safe, never typed anywhere.",
    "Rotate the CharterDesk API key every quarter.",
    "The API key field is required on the integration page.",
    "token limit for the assistant is 8000 per request",
    "Product code LBC-TAIL-8OZ, case of 24.",
    "SKU 2284-GRD-07 mooring line, 3/4 inch, 200 ft",
    "Invoice INV-2025-00871 paid on 14 March.",
    "Boat registration VG 4471 CR, Beneteau Oceanis 46.1.",
    "Room 14 at Copper Hill, booking ref CHV-88213.",
    "Engine hours: 1,842.6; next service at 2,000.",
    "Firmware 7.31.2 on the chartplotter, build 20250114.",
    "Depth at the fuel dock is 2.4 m at low tide.",
    "wha time de ferry reach Spanish Town? 8:45",
    "el capitán dice que salimos a las 7:30 pa' Anegada",
    "Pakilinis po ang villa 3 bago mag-alas dos.",
    "Tino ka fè langous grillé jodi-a, 40 pòsyon.",
    "אנחנו מגיעים לאנגדה ביום שלישי בבוקר",
    "The PIN must be four digits, no repeats.",
    "door code rules: five digits, changed after every guest",
    "password: use the one in the team password manager",
    "contraseña: la de siempre",
    "Wi-Fi name: CopperHill-Guest (password at reception)",
    "UUID of the Seagrape listing is in CharterDesk, not here.",
    "Masked: sk_live_****************, see the Stripe dashboard.",
    "Lat 18.4997, Lon -64.3581 — the Loblolly Claw dock.",
    "Fuel: 212 gallons at $6.10, total $1,293.20.",
    "The safe takes a 4-6 digit code; guests set their own.",
    "The 2FA app is Google Authenticator on the office phone.",
    "MAC address of the dock AP: 3C:84:6A:12:9F:0E",
    "Version string: pos-server/5.12.0 (linux; x86_64)",
]

CLEAN_METADATA: list[dict[str, Any]] = [
    {"booking": {"ref": "CHV-88213", "room": 14, "nights": 5}},
    {"password_policy": {"min_length": 12, "rotate_days": 90}},
    {"checksum": {"sha256": _WHEEL_SUM, "file": "charterdesk-sync-2.4.1.tar.gz"}},
    {"commit": _COMMIT, "branch": "main"},
    {"card": {"last4": "4417", "brand": "visa"}},
    {"order": {"id": "LC-20931", "item": "spiny lobster", "lbs": 40}},
    {"contact": {"phone": "+1 284 555 0142", "name": "Marina office"}},
    {"position": {"lat": 18.4997, "lon": -64.3581}},
    {"token_count": 512, "model": "assistant", "tokens_max": 8000},
    {"wifi": {"ssid": "CopperHill-Guest", "password_location": "reception"}},
]
