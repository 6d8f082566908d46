# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-ninety-eighth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-ninety-seventh's
docstring, the fifth to two-hundred-and-ninety-seventh only to search them (grep -l/-c) for the
languages, wordings, tools, vendors, id kinds and IBAN countries already used, the sample types
(`secret_classes_heldout.py`), the value helpers (`secret_classes_values.py`) and the library
docs of python-stdnum and mnemonic; never `memories/`, the tuning corpus, the round corpora, the
corpora written at the same time (the 299th, 300th and 301st), any other test, the reports, the
benchmarks, the rest of docs/security.md, the changelog nor the git history, and the scrubber was
never run on it. Its own seed (298517063), password words (an olive variety and a year, a wind's
name joined to another with a number, a Dalmatian dish with a symbol, leet island names, a
ferry line and an island, a generator's three dashed groups, random runs), names, places and
templates: the staff of a fictional family business in Dalmatia, Croatia (a sailing-charter base
in Split, an olive-oil mill, a konoba, a ferry-ticket kiosk on the riva and holiday apartments on
Hvar, Vis, Korčula, Šibenik and Makarska, with summer staff from abroad). Every company, person,
address, domain and number is fictional; only the region is real.

Names by grep (files of heldouts 5 to 297 that name each): in none, Dalmat-, Korčula, Makarska,
Šibenik, konoba, Krilo, MMK, Navigare, Aircash, KEKS Pay, Umami, SumUp (as spelled); in one,
Hvar, Jadrolinija, Sailogy, Nautal, myPOS, Monri, WSPay; in two to five, Bokun, Wolt, Smoobu,
Beds24, `sifra`; more used before and here in wordings of their own: `lozinka` (14), `šifra`
(11), `geslo` (10), `heslo` (25), `hasło` (61), and the common tools (sshpass, mysql, redis-cli,
docker login, smbclient, htpasswd, curl `-u`, 7z, zip, openssl, gpg, xfreerdp, lftp, ldapsearch,
sqlcmd, rabbitmqctl, ipmitool, mosquitto_pub, plink, keytool, sudo -S, rclone, nmcli, ssh-keygen,
mega-login, hydra, cqlsh, wget, aria2c, restic), connection URLs, env and config files, JWTs,
PEM blocks, `otpauth://`, Basic and Bearer headers, the `WIFI:` QR string, recovery keys.
Vendor shapes for the local vendors are the author's guesses (hex, base64, URL-safe runs,
UUIDs, JWTs and the `acp_live_`, `mps_`, `sup_sk_`, `api_`, `jdl_` prefixes); the well-known
ones (GitHub, Stripe, Slack, AWS, OpenAI, Anthropic, SendGrid, Twilio, Telegram, Google) keep
their published shapes.

About half of the samples are in English or language-neutral config and shell; the rest in
Croatian (standard and the Chakavian/Split dialect: `lozinka`, `šifra`, `ča`, `ki`, `nemoj
nikomu reć`, `čuvaj ovo`, texting without diacritics, `pasvord`), Venetian-flavoured Italian
(`la password xe`, `tienle ben`, `drio la carta`), Austrian German (`is`, `gö`, `ned
weitersagen`), Slovenian (`geslo`, `ne povej nikomur`), Czech (`heslo`, `nikomu to neříkej`) and
Polish (`hasło to`, `nikomu nie mów`). The wordings are the author's approximations, checked by
no speaker; the thinnest guesses are the Chakavian and Venetian ones.

Ids that carry a check, each drawn until its python-stdnum module validates it: Croatia's OIB
(`hr.oib`), Slovenia's EMŠO (`si.emso`), DDV number (`si.ddv`) and matična številka
(`si.maticna`, in no earlier corpus), Czechia's rodné číslo (`cz.rc`), Austria's
Sozialversicherungsnummer (`at.vnr`) and UID (`at.uid`), Poland's REGON (`pl.regon`), North
Macedonia's ЕДБ (`mk.edb`) and Montenegro's PIB (`me.pib`). Unchecked kinds (shapes guessed):
a Croatian ID card and passport number, an Italian carta d'identità, an Austrian passport, a
Polish dowód osobisty and a Slovenian passport. Card numbers pass Luhn (`stdnum.luhn`). The
IBANs are of Croatia, Montenegro, Cyprus, Lithuania, Greece and Kosovo, drawn until
`stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Italian and Czech
lists and pass `Mnemonic(lang).check`. Every secret is drawn again until it is new and no clean
text holds it.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored, every secret
unique), 60 clean texts and 10 clean metadata dicts.
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
from stdnum.at import uid as at_uid
from stdnum.at import vnr as at_vnr
from stdnum.cz import rc as cz_rc
from stdnum.hr import oib as hr_oib
from stdnum.me import pib as me_pib
from stdnum.mk import edb as mk_edb
from stdnum.pl import regon as pl_regon
from stdnum.si import ddv as si_ddv
from stdnum.si import emso as si_emso
from stdnum.si import maticna as si_maticna

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 298_517_063
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]


def _clean_blob() -> str:
    return "\n".join(CLEAN + [json.dumps(d, ensure_ascii=False) for d in CLEAN_METADATA])


def _fresh(secret: str, seen: set[str]) -> bool:
    """A secret not drawn before and held by no clean text."""
    return secret not in seen and secret not in _clean_blob()


@dataclass(frozen=True)
class _Family:
    """A class of samples: its templates and how one sample's fields are drawn.

    ``draw(rng, index, template)`` returns the template's fields; ``key`` names the field that is
    the planted value, unless the draw also returns a ``secret`` field (a piece of it)."""

    cls: str
    templates: list[str]
    draw: Draw
    key: str

    def take(self, rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
        out = []
        for index, template in enumerate(v.cycle(rng, self.templates, n)):
            for _ in range(1000):
                fields = self.draw(rng, index, template)
                secret = fields.get("secret", fields[self.key])
                if _fresh(secret, seen):
                    break
            seen.add(secret)
            out.append(Sample(self.cls, template.format_map(fields), secret))
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_OLIVES = ["Oblica", "Levantinka", "Lastovka", "Drobnica", "Buza", "Istarska", "Mastrinka",
           "Krvavica", "Piculja", "Slivnjaca"]  # fmt: skip
_BOATS = ["Bura", "Jugo", "Maestral", "Tramuntana", "Levant", "Lebic", "Garbin", "Pulenat",
          "Burin", "Nevera"]  # fmt: skip
_DISHES = ["Pasticada", "Gregada", "Brudet", "Peka", "Soparnik", "Rozata", "Fritule",
           "Hrapocusa", "Viska", "Prsut"]  # fmt: skip
_ISLANDS = ["Hvar", "Vis", "Korcula", "Brac", "Solta", "Lastovo", "Mljet", "Sibenik",
            "Makarska", "Trogir", "Komiza", "Jelsa", "Stari", "Vela"]  # fmt: skip
_LEET = ["Hv4r", "K0rcul4", "V1s", "Br4c", "S0lt4", "M4k4rsk4", "J3ls4", "K0m1z4", "L4st0v0"]
_NAMES = ["Ante", "Mate", "Jure", "Dujam", "Frane", "Tonci", "Nediljko", "Marija", "Ivana",
          "Ane", "Zorka", "Vinka", "Petra", "Lovre", "Stipe"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=~"


def _generator(g: random.Random) -> str:
    return "-".join(_r(g, ALNUM, 5) for _ in range(3))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_OLIVES)}{g.randrange(2020, 2036)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_BOATS)}-{g.choice(_BOATS).lower()}-{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_DISHES)}{g.choice(_SYMBOLS)}{g.randrange(10, 1000)}",
    lambda g: f"{g.choice(_LEET)}{g.randrange(1960, 2012)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_NAMES).lower()}.{g.choice(_ISLANDS).lower()}{g.randrange(10, 100)}",
    lambda g: f"Linija{g.randrange(600, 700)}{g.choice(_ISLANDS)}{g.choice(_SYMBOLS)}",
    _generator,
    lambda g: _r(g, ALNUM + "!?#%", 16),
    lambda g: f"{g.choice(_ISLANDS)}{g.randrange(10, 60)}kn{g.choice(_SYMBOLS)}{_r(g, UPPER, 2)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda s: all(c in ALNUM + "._-" for c in s))


_SAID = [
    "Note for the Hvar charter base: the Garmin chartplotter's admin password is {pw}",
    "Ante (WhatsApp, 07:12): lozinka za blagajnu u konobi je {pw}",
    "ča je šifra od kompjutera u uljari? — {pw}, ma nemoj nikomu reć",
    "sifra za booking laptop: {pw} cuvaj to",
    "Marija: nova lozinka za e-mail apartmana → {pw}",
    "Ivana, la password del POS in trattoria xe {pw}",
    "la parola d'ordine per el router de la riva: {pw}",
    "Servus! Das Passwort fürs Bootsverleih-Tablet is {pw}, gö",
    "Kennwort vom Kiosk-PC lautet {pw} (bitte ned weitersagen)",
    "geslo za računalnik na recepciji je {pw}, ne povej nikomur",
    "Geslo za admina: {pw}",
    "heslo k pokladně na trajektovém kiosku je {pw}, nikomu to neříkej",
    "nove heslo na wifi router v apartmanu: {pw}",
    "hasło do kasy w konobie to {pw} nikomu nie mów",
    "Hasło do panelu rezerwacji: {pw}",
    "Runbook, olive mill press line: PLC HMI password {pw}",
    "Ticket #2218 (ferry kiosk): the ticket printer's web password is {pw}",
    "Reminder to self: password for the charter fleet spreadsheet is {pw}",
    "Dujam (SMS): pasvord za mailchimp od apartmana {pw} 👍",
    "ki je pasword od kamere na rivi? evo: {pw}",
    "Password for the konoba's reservations tablet: {pw}",
    "Tonci — lozinka od skladišta ulja 🔑 {pw}",
    "per el computer de la cantina la password xe «{pw}»",
    "Lozinka:\n{pw}",
    "voice memo: ok so the password for the marina gate app is {pw}, got it",
    "Frane pita: lozinka za Makarska apartman portal? Odgovor: {pw}",
    "Zorka: promijenila sam lozinku za fiskalnu blagajnu u {pw}",
    "Please remember this for me: the Vis apartment's smart lock admin password is {pw}",
    "Kasse im Kiosk: Passwort = {pw}",
    "hasło (sejf w recepcji): {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["ante", "mate.k", "jure", "dujam", "frane", "tonci", "marija", "ivana.b", "zorka",
          "vinka", "petra", "lovre", "stipe", "recepcija", "kiosk-split", "uljara"]  # fmt: skip
_LOGINS = [
    "Booking extranet login: {u} / {pw}",
    "login za fiskalizaciju: korisnik {u}, lozinka {pw}",
    "creds for the charter CRM are {u} and {pw}",
    "sign in as {u} with {pw} on the olive-mill scale PC",
    "{u} / {pw}",
    "utente {u}, password {pw} (gestionale trattoria)",
    "Benutzer {u}, Passwort {pw} — Yachtcharter-Portal",
    "uporabnik: {u} geslo: {pw}",
    "uživatel {u} heslo {pw} (pokladna trajekt)",
    "login: {u} hasło: {pw}",
    "korisničko ime {u} / šifra {pw}",
    "| Channel manager | {u} | {pw} |",
    "u={u} p={pw}",
    "{u}:{pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["maslina", "galeb", "lanterna", "bonaca", "dupin", "trabakul", "gajeta", "ribar",
               "konoba", "bura", "murva", "lavanda", "rogac", "smokva"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the wifi password is the word {w} followed by {d}: {w}{d}",
    "lozinka je riječ {w} pa broj {d}, sve skupa {w}{d}",
    "Das Passwort ist das Wort {w}, dann {d} ({w}{d})",
    "Hasło to słowo {w} i liczba {d} – razem {w}{d}",
    "la password xe la parola {w} e dopo {d}, tuto atacà: {w}{d}",
    "geslo je beseda {w} in potem {d}, skupaj {w}{d}",
    "heslo je slovo {w} a pak číslo {d}, dohromady {w}{d}",
    "type {w}, then {d} — {w}{d}, that's the admin password",
    "šifra: {w}{d} — to je ona od wifija",
    "{w}{d}, to mi je stavio za ruter",
    "{w} with a small first letter and {d} at the end, so {w}{d}",
    "ča, šifra ti je {w}{d}, ki ti je reka?",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "sshpass -p '{pw}' ssh {u}@pi-marina.lan",
    "mysql -u {u} -p{pw} rezervacije",
    "redis-cli -h cache.lan -a {pw} ping",
    "docker login registry.dalmacija-charter.hr -u {u} -p {pw}",
    "smbclient //nas/racuni -U {u}%{pw}",
    "htpasswd -b /etc/nginx/.htpasswd {u} {pw}",
    "curl -u {u}:{pw} https://booking.uljara-tonci.hr/api/orders",
    "7z a -p{pw} izvodi-2031.7z izvodi/",
    "zip -P {pw} racuni.zip racuni/*.pdf",
    "openssl enc -aes-256-cbc -in gosti.csv -out gosti.enc -pass pass:{pw}",
    "gpg --batch --passphrase {pw} -c fiskal-certs.tar",
    "xfreerdp /v:kiosk-split /u:{u} /p:{pw}",
    "lftp -u {u},{pw} ftp.apartmani-vis.hr",
    "ldapsearch -x -D cn={u},dc=konoba,dc=lan -w {pw} -b dc=konoba,dc=lan",
    "sqlcmd -S pos-db -U {u} -P {pw} -Q \"SELECT 1\"",
    "rabbitmqctl add_user {u} {pw}",
    "ipmitool -I lanplus -H 10.4.0.9 -U {u} -P {pw} power status",
    "mosquitto_pub -h broker.lan -u {u} -P {pw} -t uljara/press -m start",
    "plink -ssh {u}@router.lan -pw {pw}",
    "keytool -importcert -keystore pos.jks -storepass {pw} -file ca.crt",
    "echo '{pw}' | sudo -S systemctl restart fiskal-bridge",
    "psql \"postgresql://{u}:{pw}@db.lan/charter\"",
    "mongosh \"mongodb://{u}:{pw}@mongo.lan:27017/admin\"",
    "net use Z: \\\\nas\\knjigovodstvo {pw} /user:{u}",
    "rclone config create ftpvis ftp host=ftp.apartmani-vis.hr user={u} pass={pw}",
    "nmcli dev wifi connect Riva-Guest password {pw}",
    "ssh-keygen -t ed25519 -N '{pw}' -f ~/.ssh/charter",
    "mega-login {u}@uljara-tonci.hr {pw}",
    "hydra -l {u} -p {pw} ssh://10.4.0.2",
    "cqlsh -u {u} -p {pw} cass.lan",
    "zfs create -o encryption=on -o keyformat=passphrase tank/gosti  # passphrase {pw}",
    "wget --user={u} --password={pw} https://nas.lan/backup/latest.tar",
    "aria2c --ftp-user={u} --ftp-passwd={pw} ftp://ftp.lan/slike.zip",
    "restic -r sftp:nas:/restic --password-command 'echo {pw}' backup /srv",
]  # fmt: skip
_SHELLS = ["{c}", "ante@uljara:~$ {c}", "PS C:\\kiosk> {c}", "history | tail -1 →  512  {c}",
           "Runbook step 3:\n    {c}", "ja sam ovo pokrenija: {c}", "ho lanciato {c}",
           "zsh: {c}"]  # fmt: skip
Taker = Callable[[random.Random, int, set[str]], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:

    def take(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
        out = []
        for template in v.cycle(rng, templates, n):
            secret = v.until(rng, _plain_pw, lambda s: _fresh(s, seen))
            seen.add(secret)
            text = template.format(pw=secret, u=rng.choice(_USERS))
            out.append(Sample(cls, rng.choice(frames).format(c=text), secret))
        return out

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgres://{u}:{pw}@db.charter-bura.hr:5432/fleet",
    "mysql://{u}:{pw}@localhost/konoba_pos",
    "amqp://{u}:{pw}@mq.lan:5672/ferry",
    "redis://:{pw}@cache.apartmani.lan:6379/2",
    "ftp://{u}:{pw}@ftp.apartmani-vis.hr/uploads",
    "https://{u}:{pw}@git.uljara-tonci.hr/ops/deploy.git",
    "smtp://{u}%40uljara-tonci.hr:{pw}@mail.uljara-tonci.hr:587",
    "jdbc:postgresql://db.lan:5432/kiosk?user={u}&password={pw}",
    "Server=pos-db;Database=Konoba;User Id={u};Password={pw};",
    "socks5://{u}:{pw}@:1080",
    "mongodb+srv://{u}:{pw}@cluster0.vis-apartmani.example/booking",
    "sftp://{u}:{pw}@nas.lan:22/racuni",
    "rtsp://{u}:{pw}@10.4.0.31:554/riva",
]  # fmt: skip
_URL_PLACES = ["{c}", "DATABASE_URL={c}", "u .env stoji: {c}", "la stringa xe {c}",
               "connection: {c}", "Verbindung: {c}"]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "bura-charter", "sub": f"acc_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT"}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("GitHub", "GITHUB_TOKEN", _j("ghp_", (ALNUM, 36))),
    ("Stripe", "STRIPE_SECRET_KEY", _j("sk_live_", (ALNUM, 24))),
    ("Slack", "SLACK_BOT_TOKEN", lambda g: f"xoxb-{_r(g, D, 12)}-{_r(g, D, 13)}-{_r(g, ALNUM, 24)}"),
    ("AWS", "AWS_SECRET_ACCESS_KEY", _j((B64, 40))),
    ("OpenAI", "OPENAI_API_KEY", _j("sk-proj-", (URLSAFE, 48))),
    ("Anthropic", "ANTHROPIC_API_KEY", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("SendGrid", "SENDGRID_API_KEY", lambda g: f"SG.{_r(g, URLSAFE, 22)}.{_r(g, URLSAFE, 43)}"),
    ("Twilio", "TWILIO_AUTH_TOKEN", _j((HEX, 32))),
    ("Telegram", "TELEGRAM_BOT_TOKEN", lambda g: f"{_r(g, D, 10)}:AA{_r(g, URLSAFE, 33)}"),
    ("Google Maps", "GOOGLE_MAPS_KEY", _j("AIza", (URLSAFE, 35))),
    ("Aircash", "AIRCASH_PARTNER_SECRET", _j("acp_live_", (ALNUM, 32))),
    ("KEKS Pay", "KEKSPAY_MERCHANT_KEY", _j((HEX, 64))),
    ("Navigare", "NAVIGARE_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Krilo", "KRILO_B2B_TOKEN", _vendor_jwt("https://b2b.krilo.example")),
    ("Monri", "MONRI_KEY", _j((ALNUM, 40))),
    ("WSPay", "WSPAY_SECRET_KEY", _j((UPPER_HEX, 32))),
    ("myPOS", "MYPOS_API_SECRET", _j("mps_", (ALNUM, 40))),
    ("SumUp", "SUMUP_API_KEY", _j("sup_sk_", (ALNUM, 32))),
    ("Umami", "UMAMI_API_KEY", _j("api_", (ALNUM, 32))),
    ("Sailogy", "SAILOGY_PARTNER_KEY", _j((URLSAFE, 43))),
    ("Nautal", "NAUTAL_API_SECRET", _j((HEX, 40))),
    ("MMK Booking Manager", "MMK_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Smoobu", "SMOOBU_API_KEY", _j((ALNUM, 42))),
    ("Beds24", "BEDS24_PROP_KEY", _j((ALNUM, 30))),
    ("Bokun", "BOKUN_SECRET_KEY", _j((HEX, 32))),
    ("eVisitor", "EVISITOR_WS_TOKEN", _j((B64, 56), "==")),
    ("Jadrolinija", "JADROLINIJA_AGENT_TOKEN", _j("jdl_", (LOWER_DIGITS, 40))),
    ("Wolt Drive", "WOLT_DRIVE_TOKEN", _vendor_jwt("https://daas.wolt.example")),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "{vendor} API key: {tok}",
    "API ključ za {vendor}: {tok}",
    "chiave API de {vendor}: {tok}",
    "{vendor} API-Schlüssel: {tok}",
    "klucz API {vendor}: {tok}",
    "Integrations › {vendor}: {tok}",
    "{vendor} integration broken again, current key {tok}",
    "  {env}: \"{tok}\"",
    "novi {vendor} token → {tok}",
    "{vendor} key for prod: {tok}",
]  # fmt: skip


def _vendors(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(firsts))
    rng.shuffle(chosen)
    out = []
    for (vendor, env, make), template in chosen:
        tok = v.until(rng, make, lambda s: _fresh(s, seen))
        seen.add(tok)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "evo ti: {t}", "čuvaj ovo:\n{t}", "tieni questo: {t}",
                "{t}\n^ to je novi, stari ne radi", "behalt das: {t}", "schowaj to: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token",
    _BARE_PLACES,
    lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)},
    "t",
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "ENCRYPTION_KEY={h}": 64,
    "ključ za šifriranje backupa: {h}": 64,
    "master key of the booking DB: {h}": 32,
    "AES-Schlüssel fürs Kassensystem: {h}": 64,
    "secret_key_base: {h}": 128,
    "chiave HMAC del webhook: {h}": 64,
    "klucz szyfrujący: {h}": 48,
    "fiskal signing secret {h}": 40,
    "LoRa AppKey (olive-press sensor): {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "session token iz preglednika: {t}",
    "el token de la app: {t}",
    "access_token={t}",
    "cookie: auth={t}",
    "JWT für die Kiosk-API: {t}",
    "token z panelu: {t}",
    "{{\"id_token\": \"{t}\"}}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@bura-charter.hr"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.bura-charter.hr", "roles": ["skipper", "base"]}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "~/.ssh/id_rsa na kiosku:\n{key}": ("RSA PRIVATE KEY", "\n"),
    "deploy key for the booking site:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "fiskal cert key (FINA):\n{key}": ("PRIVATE KEY", "\n"),
    "chiave privata del server:\n{key}": ("EC PRIVATE KEY", "\n"),
    "TLS_KEY=\"{key}\"": ("PRIVATE KEY", "\\n"),
    "gpg --export-secret-keys -a ante@uljara:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
    "privátní klíč:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQVYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "seed phrase for the charter base's crypto tips wallet: {p}": "english",
    "riječi za oporavak novčanika (seed):\n{p}": "english",
    "frase de recupero del portafoglio: {p}": "italian",
    "le 12 parole del wallet, tienle ben: {p}": "italian",
    "obnovovací fráze peněženky: {p}": "czech",
    "seed fráze, nikomu neukazuj:\n{p}": "czech",
    "Wiederherstellungsphrase (Ledger): {p}": "english",
    "fraza odzyskiwania portfela: {p}": "english",
    "[voice memo] the recovery words are {p}": "english",
    "seed: {p}": "italian",
    "obnovitveni stavek denarnice: {p}": "english",
    "mnemonic = \"{p}\"": "czech",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(_SEED_PLACES.values())}


def _seed_words(rng: random.Random, lang: str, words_n: int) -> str:
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))
    assert _MNEMO[lang].check(phrase) or _MNEMO[lang].check(unicodedata.normalize("NFKD", phrase))
    return phrase


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words = _seed_words(rng, _SEED_PLACES[template], [12, 24, 12, 18][index % 4]).split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        " ".join(words),
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
    ]
    inline = "voice" in template or "mnemonic" in template
    return {"p": layouts[0 if inline else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "kartica za gorivo na brodu: {c}, vrijedi do {mm}/{yy}",
    "Visa of the charter base {c} exp {mm}/{yy}",
    "carta de la trattoria {c} scad. {mm}/{yy}",
    "Kreditkarte {c}, gültig bis {mm}/{yy}",
    "karta firmowa {c} ważna do {mm}/{yy}",
    "číslo karty {c} platnost {mm}/{yy}",
    "številka kartice: {c}",
    "card for the Booking.com payouts: {c}",
    "broj kartice → {c}",
    "pay the ferry invoice with {c} ({mm}/{yy})",
    "Amex na ime firme: {c}",
    "Karte: {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "maestro", "discover", "diners"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else _BRANDS[index % len(_BRANDS)]
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, ["-", " ", "", " ", " ", "."][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c}, security code on the back: {cvv}",
               "tri broja na poleđini kartice: {cvv}",
               "Amex {c}, the four-digit CID on the front: {cvv}",
               "Prüfnummer der Karte: {cvv}",
               "kod CVV z tyłu karty to {cvv}",
               "el codice de sicureza drio la carta: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# BBAN shapes after stdnum's iban.dat (a, n, c as in `secret_classes_values.iban_shaped`).
_IBAN_SHAPES = {"HR": "n" * 17, "ME": "n" * 18, "CY": "n" * 8 + "c" * 16, "LT": "n" * 16,
                "GR": "n" * 7 + "c" * 16, "XK": "n" * 16}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "IBAN za uplatu kapare: {i}",
    "uplati na {i}, poziv na broj 2031-118",
    "IBAN della cantina: {i}",
    "Bitte überweisen auf IBAN {i}",
    "numer IBAN: {i}",
    "IBAN účtu pro zálohu: {i}",
    "the olive buyer's IBAN is {i}",
    "TRR/IBAN: {i}",
    "račun od apartmana (IBAN) {i}",
    "refund the deposit to {i}",
    "IBAN: {i} (Ante Bura, obrt)",
    "bank account for the skipper's wages: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _digits_until(n: int, valid: Callable[[str], bool], first: str = "123456789") -> Maker:
    return lambda g: v.until(g, lambda h: h.choice(first) + _r(h, D, n - 1), valid)


def _oib(g: random.Random) -> str:
    return _digits_until(11, hr_oib.is_valid)(g)


def _emso(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        day, month, year = h.randrange(1, 29), h.randrange(1, 13), h.randrange(960, 1004)
        return f"{day:02d}{month:02d}{year % 1000:03d}50{_r(h, D, 3)}{h.choice(D)}"

    return v.until(g, make, si_emso.is_valid)


def _rc(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        year, month, day = h.randrange(60, 100), h.randrange(1, 13), h.randrange(1, 29)
        month += h.choice([0, 50])
        return f"{year:02d}{month:02d}{day:02d}/{_r(h, D, 4)}"

    return v.until(g, make, cz_rc.is_valid)


def _vnr(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        return f"{h.choice('123456789')}{_r(h, D, 3)} {h.randrange(1, 29):02d}{h.randrange(1, 13):02d}{h.randrange(60, 100)}"

    return v.until(g, make, at_vnr.is_valid)


_ID_PLACES: dict[str, Maker] = {
    "OIB: {s}": _oib,
    "moj OIB je {s}": _oib,
    "OIB vlasnika obrta (za fiskalizaciju) {s}": _oib,
    "OIB konobara Mate: {s}": _oib,
    "EMŠO: {s}": _emso,
    "moja EMŠO je {s}": _emso,
    "rodné číslo: {s}": _rc,
    "rodné číslo brigádníka {s}": _rc,
    "Sozialversicherungsnummer: {s}": _vnr,
    "SV-Nummer vom Tomas {s}": _vnr,
    "REGON firmy: {s}": _digits_until(9, pl_regon.is_valid),
    "ID za DDV dobavitelja: SI{s}": _digits_until(8, si_ddv.is_valid),
    "matična številka podjetja: {s}": _digits_until(10, si_maticna.is_valid),
    "UID-Nummer: ATU{s}": lambda g: v.until(g, lambda h: _r(h, D, 8), lambda s: at_uid.is_valid("ATU" + s)),
    "ЕДБ на добавувачот: {s}": _digits_until(13, mk_edb.is_valid, "4"),
    "PIB dobavljača iz Budve: {s}": _digits_until(8, me_pib.is_valid, "0"),
    "broj osobne iskaznice: {s}": lambda g: _r(g, D, 9),
    "broj putovnice {s}": lambda g: g.choice("123") + _r(g, D, 8),
    "numero carta d'identità: {s}": lambda g: f"CA{_r(g, D, 5)}{_r(g, UPPER, 2)}",
    "Reisepassnummer: {s}": lambda g: g.choice("PU") + _r(g, D, 7),
    "numer dowodu osobistego: {s}": lambda g: _r(g, UPPER, 3) + _r(g, D, 6),
    "številka potnega lista: {s}": lambda g: "PB" + _r(g, D, 7),
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


_BACKUPS = ["Booking.com backup codes:\n{codes}", "rezervni kodovi za 2FA: {codes}",
            "codici di backup (Google della cantina): {codes}", "Backup-Codes fürs Konto:\n{codes}",
            "kody zapasowe 2FA: {codes}", "záložní kódy: {codes}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = index % 4
    codes = v.backup_codes(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4]
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")

_SEEDS_2FA = ["otpauth://totp/Bura:ante@bura-charter.hr?secret={s}&issuer=Bura&digits=6",
              "TOTP setup key za Booking extranet: {s}",
              "2FA tajni ključ (ručni unos): {s}",
              "manual key from the QR code for the bank login: {s}"]  # fmt: skip


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)}


_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_CODES = ["{c} is your Aircash verification code", "Vaš kod za potvrdu je {c}. Ne dijelite ga.",
          "Ihr Bestätigungscode lautet {c}", "kod weryfikacyjny: {c}",
          "ověřovací kód: {c}, nikomu ho nesdělujte"]  # fmt: skip
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Apartmani Vis Guest", "Konoba-Dujam-5G", "Uljara Tonci", "BuraCharter-Base",
          "Kiosk-Split-Riva", "HT-Hvar-Jelsa", "A1_Korcula_5G", "Makarska Sunset Apt",
          "Sibenik-Marina-Staff", "Telemach-Komiza"]  # fmt: skip
_WIFI_PLACES = [
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "wifi {s} / {pw}",
    "Network: {s} — password {pw}",
    "mreža {s}, lozinka za wifi {pw}",
    "ča je wifi? {s}, šifra {pw}",
    "rete {s}, la password del wifi xe {pw}",
    "WLAN {s}, WLAN-Passwort: {pw}",
    "sieć {s}, hasło do wifi: {pw}",
    "wifi {s} — geslo {pw}",
    "síť {s}, heslo na wifi je {pw}",
    "guests ask for the wifi all day: network {s} key {pw}",
    "wifi? \nAnte: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.2:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("ghp_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("sk_live_", (ALNUM, 20)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "slovo po slovo: {t}",
          "(with spaces so the WhatsApp preview hides it) {t}", "lettera per lettera: {t}",
          "Buchstabe für Buchstabe: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["šifra za lokot na skladištu ulja: {pw}", "kod za vrata apartmana 3: {pw}",
          "ključevi su u kutiji, kod {pw}", "el codice del lucheto de la barca: {pw}",
          "Türcode Apartment 2: {pw}#", "kod do sejfu w recepcji: {pw}",
          "PIN kartice za gorivo {pw}, nemoj nikomu", "keybox at the marina gate: {pw}",
          "kód od zámku na kole: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["maslina", "galeb", "lanterna", "bonaca", "dupin", "trabakul", "gajeta",
                 "murva", "lavanda", "rogac", "smokva", "kamenica", "pelin", "cempres"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the office vault: {p}": " ",
            "lozinka-fraza za KeePass bazu: {p}": "-",
            "passphrase del disco de backup: {p}": " ",
            "Passphrase für die Festplatte: {p}": ".",
            "hasło-fraza do sejfu haseł: {p}": " ",
            "veracrypt passphrase (kiosk USB): {p}": "_",
            "heslová fráze k trezoru: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Authorization: Basic {v}": True,
    "curl -H 'Authorization: Basic {v}' https://api.uljara-tonci.hr/stock": True,
    "Authorization: Bearer {v}": False,
    "headers = {{\"Authorization\": \"Bearer {v}\"}}": False,
    "Proxy-Authorization: Basic {v}": True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "[client]\nuser=konoba\npassword={pw}",
    "DB_PASSWORD={pw}",
    "spring.datasource.password={pw}",
    "define('DB_PASSWORD', '{pw}');",
    "db:\n  user: charter\n  password: \"{pw}\"",
    "db.lan:5432:charter:ante:{pw}",
    "[smtp]\nhost = mail.uljara-tonci.hr\npass = {pw}",
    "variable \"db_password\" {{\n  default = \"{pw}\"\n}}",
    "<add key=\"PosPassword\" value=\"{pw}\" />",
    "MAIL_PASSWORD=\"{pw}\"",
    "auth_pass {pw}",
    "ssid,psk\nKonoba-Dujam-5G,{pw}",
    "smtp_password,{pw}",
    "wpa_passphrase={pw}",
    "\"password\": \"{pw}\",",
    "ALTER USER kiosk IDENTIFIED BY '{pw}';",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "[08:14] Mate: ča je lozinka od laptopa?\n[08:15] Vinka: {pw}",
    "Jure: brate posalji mi sifru od mejla\nFrane: {pw}\nJure: hvala",
    "Petra: la password del gestionale?\nLovre: {pw} 🙏",
    "Tomas: Wie is des Passwort fürs Tablet?\nAnte: {pw}",
    "Kasia: jakie hasło do kasy?\nZorka: {pw} (nikomu nie mów)",
    "Jakub: heslo do rezervačního systému?\nIvana: {pw}",
    "Nina: geslo za wifi v apartmaju?\nStipe: {pw}",
    "guest: hi, what's the password for the boat's tablet?\nbase: {pw}",
    "Dujam: ki je pasvord od kamere? Mate: {pw} ➡️ ne govori nikomu",
    "Marija: novi password za Booking je {pw}\nAnte: ok",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


def _recovery_key(g: random.Random) -> str:
    return "-".join(_r(g, D, 6) for _ in range(8))


_RECOVERY = [
    "BitLocker recovery key for the office laptop: {pw}",
    "ključ za oporavak BitLockera: {pw}",
    "Wiederherstellungsschlüssel: {pw}",
    "recovery key (kiosk PC): {pw}",
    "klucz odzyskiwania BitLocker: {pw}",
    "chiave di ripristino: {pw}",
    "obnovovací klíč: {pw}",
    "Apple recovery key: {pw}",
]  # fmt: skip


def _recovery_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "Apple" in template:
        return {"pw": "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(7))}
    return {"pw": _recovery_key(rng)}


_recovery = _Family("recovery_key", _RECOVERY, _recovery_draw, "pw")

# How many samples each family draws (390 in all, the 293rd's proportions).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 56),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 5), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16), (_chats, 10),
    (_recovery, 8),
]  # fmt: skip


def _secrets(seen: set[str]) -> list[Sample]:
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n, seen) if isinstance(family, _Family) else family(rng, n, seen)
    return out


def secrets() -> list[Sample]:
    return _secrets(set())


def _english_seed(g: random.Random) -> str:
    return _seed_words(g, "english", 12)


_SPLIT_PASSWORDS = {
    "lozinka za blagajnu": "{s}",
    "Passwort:": "{s}",
    "hasło do panelu": "{s} (nie zmieniaj)",
    "la password xe": "{s}",
    "geslo": "{s}",
    "heslo k wifi:": "{s}",
    "šifra": "{s} 🔑",
    "admin password for the chartplotter": "{s}",
    "ča je šifra? evo, lozinka:": "{s}",
    "Kennwort": "{s}",
}  # fmt: skip
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Aircash API key", "{s}", _j("acp_live_", (ALNUM, 32))),
    ("split_token", "Stripe key:", "{s}", _j("sk_live_", (ALNUM, 24))),
    ("split_token", "Navigare API key", "{s}", lambda g: v.uuid4(g, "b")),
    ("split_seed", "seed riječi novčanika", "{s}", _english_seed),
    ("split_card", "broj kartice", "{s} exp 09/37", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "HR"))),
    ("split_backup", "rezervni kodovi", "{s}\n4821-0931\n7710-2265", lambda g: v.backup_codes(g, 1, 1)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "OIB", "{s}", _oib),
    ("split_phrase", "Bitwarden passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker, seen: set[str]) -> tuple[str, str]:
    secret = v.until(rng, make, lambda s: _fresh(s, seen))
    seen.add(secret)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    seen = {s.secret for s in secrets()}
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    return [
        FieldPair(cls, first, *_fill(rng, second, make, seen)) for cls, first, second, make in rows
    ]


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"marina_gate": {"url": "https://gate.marina.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"lozinka": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "dujam", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"pos": [{"name": "kasa-1"}, {"name": "kasa-2", "password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mysql", "-u", "konoba", "--password", "{s}", "pos"]}': ("meta_password", _plain_pw),
    '{"note": "šifra od kompjutera u uljari je {s}"}': ("meta_password", _plain_pw),
    '{"hasło": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the chartplotter as admin with the password {s}"}': ("meta_password", _plain_pw),
    '{"aircash": {"api_key": "{s}"}}': ("meta_token", _j("acp_live_", (ALNUM, 32))),
    '{"kekspay_secret": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"github_token": "{s}"}': ("meta_token", _j("ghp_", (ALNUM, 36))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "05/36"}}': ("meta_card", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "ME")),
    '{"owner": {"oib": "{s}"}}': ("meta_id", _oib),
    '{"mfa": {"backup_codes": ["{s}", "3391-8820", "5120-7734"]}}': ("meta_otp", lambda g: v.backup_codes(g, 1, 1)[0]),
    '{"tips_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"olive_press": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"storeroom": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Konoba-Dujam-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    seen = {s.secret for s in secrets()} | {p.secret for p in field_pairs()}
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make, seen)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"fiskalizacija-2.4.1-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"garmin-gpsmap-1243-fw-9.10.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/bura/booking:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"booking: add Vis ferry timetable", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"pos: revert VAT rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"berba-2031.xlsx", usedforsecurity=False).hexdigest()

CLEAN: list[str] = [
    f"commit {_COMMIT} adds the Vis ferry timetable to the booking site.",
    f"Vratili smo na {_SHORT} jer je PDV zaokruživanje pokvarilo račune.",
    f"requirements.txt: fiskalizacija==2.4.1 --hash=sha256:{_WHEEL_SUM}",
    f"The chartplotter firmware 9.10 has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"The booking container runs ghcr.io/bura/booking@sha256:{_IMAGE}.",
    f"MD5 od berba-2031.xlsx je {_MD5}, isto kao kopija na NAS-u.",
    "Trajekt Split–Stari Grad polazi u 07:30, 11:00 i 14:30; karta 6,80 €.",
    "Katamaran za Vis kreće s gata 12 u 09:15.",
    "Poštanski broj Jelse je 21465, a Komiže 21485.",
    "Konoba radi od 18 do 24 h, pašticada 22 €, gregada 26 €.",
    "Ulje ove godine: 1.840 litara, randman 14,2 %.",
    "Promijeni lozinku svakih 90 dana i nemoj je pisati na papir.",
    "Nikad ne šaljite lozinku porukom, ni meni.",
    "The password policy for the booking staff: 14 characters, no reuse.",
    "Reset your password from the login page; the link expires in 30 minutes.",
    "La password va cambiata ogni tre mesi, ricordatevelo.",
    "Das Passwort bekommen Sie an der Rezeption, nicht per E-Mail.",
    "Hasło zmienia się co miesiąc, zapytaj szefa.",
    "Heslo vám řekne Ante osobně.",
    "Geslo za wifi je napisano na hladilniku v apartmaju.",
    "ča je šifra? — pitaj Dujma, ja ne znan.",
    "Booking reference BK-2031-0442, arrival 14.07., 4 guests.",
    "Yacht Bura 46 (Bavaria C46), charter 20.–27.07., base Split ACI marina.",
    "Invoice R-118/2031 paid, 1.450,00 €.",
    "Telefon konobe: +385 21 555 0142 (fiktivni).",
    "Call the base on +385 91 555 0199 if the dinghy engine fails.",
    "Version 3.1.4 of the kiosk app is live.",
    "API version 2 of the ferry feed is deprecated in March.",
    "The REST API returns 429 when we poll the timetable too often.",
    "The .env.example file lists the variable names only; ask Ante for the values.",
    "Set SMOOBU_API_KEY in the vault, never in git.",
    "Token expired at 03:12, renewed automatically by the job.",
    "2FA is now on for every Booking.com account.",
    "We have 7 backup codes left for the Google account; they are in the safe.",
    "The recovery key is printed and stored in the bank box, not here.",
    "Olive press order PO-2031-0077, 12 pallets.",
    "Apartment 3 sleeps 4, 65 m², sea view, 120 € per night.",
    "Seats 1A–1D on the 08:00 catamaran are reserved for the crew.",
    "Tracking number for the spare parts: 3S-HR-4471-02.",
    "GPS waypoint Stiniva: 43.0214 N, 16.1672 E.",
    "Marina berth 14, pier C, draft 3.2 m.",
    "Fuel dock opens at 07:00; diesel 1,58 €/l.",
    "Gelato in Makarska costs 2,50 € a scoop.",
    "Šibenik bridge height 25 m, mind the mast.",
    "Our VAT rate on accommodation is 13 %, on food 13 %, on drinks 25 %.",
    "Wind forecast: bura 25–35 kn tomorrow, no sailing.",
    "The seed of the olive is removed before pressing? No, we press whole olives.",
    "Seed phrase training for staff: never type it into any website.",
    "Keypad batteries on apartment 2 need replacing (AA x4).",
    "The PIN pad at the kiosk is model Verifone V200c.",
    "Ferry line 635 Split–Vis, 2 h 20 min.",
    "Table 7 booked for 20:30, name Horvat, 6 people.",
    "La cantina apre alle 10, degustazione 15 € a persona.",
    "Check-in ab 15 Uhr, Check-out bis 10 Uhr.",
    "Zameldowanie od 14:00, wymeldowanie do 10:00.",
    "Přijedeme 12. 8. kolem 18:00.",
    "Prijava gostiju u eVisitor do 24 h nakon dolaska.",
    "Skipper licence number is on file at the harbour office.",
    "Dalmatian olive oil PDO label no. 17 approved.",
    "Wifi is free for guests; ask at reception for the network name.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/bura/booking", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "fiskalizacija", "version": "2.4.1"}}',
    '{"booking": "BK-2031-0442", "guests": 4, "nights": 7}',
    '{"yacht": {"name": "Bura 46", "berth": "C14", "length_m": 14.2}}',
    '{"phone": "+385 21 555 0142", "city": "Split"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "litres_in_stock": 1840}',
    '{"ferry": {"line": 635, "from": "Split", "to": "Vis", "dep": "09:15"}}',
    '{"postcode": "21465", "island": "Hvar", "place": "Jelsa"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
