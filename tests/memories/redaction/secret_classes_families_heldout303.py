# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, corpus three hundred and three: written blind, without its rules.
 Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-first's docstring, the
fifth to three-hundred-and-first only to search them (grep -l/-c) for the languages, wordings,
tools, vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`), the value helpers (`secret_classes_values.py`) and the library source
of python-stdnum and mnemonic; never `memories/`, the tuning corpus, the round corpora, the corpora
written at the same time (the three-hundred-and-second, -fourth and -fifth), any other test, the
reports, the benchmarks, the rest of docs/security.md, the changelog nor the git history, and the
scrubber was never run on it. Its own seed (303861457), password words (a boat type and a
Lamu-archipelago place, `NgalawaPate42#`; a donkey's name, `BahatiPunda2031!`; leet place names,
`DhowSh3la17!`; dot-joined places and boats; a generator's dashed groups; random runs), names,
places, templates, tools, vendors and layouts, the way the staff of a fictional company (a
dhow-sailing tour desk in Lamu town, a donkey-sanctuary gift shop, a boutique hotel in Shela, a
boatyard on Manda and an M-Pesa agent kiosk) and their partners in Malindi, Watamu and Kipungani
leak secrets into an assistant's memory. Every company, person, address, domain and number is
fictional; only the region (the Lamu archipelago and the north Kenyan coast) is real. The texts are
chats with times, notes, tables, shell history, config files, voice-note transcripts and requests to
the assistant itself; the separators run from a colon, "is", `ni`, `è`, `waa`, an arrow (`→`, `➡️`,
`➜`, `👈`, `👉`), `»`, a new line and a table bar to quotes and backticks.

Names and tools by grep (the number of heldouts 5 to 301 that name each, `grep -l`): in none, Lamu,
Shela, Watamu, Kipungani, Kiamu, Jahazi, DhowBook, `خله عندك`, `acqua in bocca`; in one, Malindi,
Daraja, Pesapal, Africa's Talking, Kopo Kopo, wg-quick; in two to five, Pate, Cellulant,
mariadb-admin, `twine upload`, `cidna ha`, `non dirlo`, M-Pesa, `erayga sirta`; in six to ten, dhow,
`usimwambie`, Safaricom; more used before and here in wordings of their own: `nenosiri` (15),
fetchmailrc (22), mongosh (33), rclone (43), hostapd (42), msmtprc (46), odoo.conf (47), nmcli (49),
mosquitto_pub (98), lftp (99), `WIFI:`, `otpauth://`, Basic and Bearer headers, JWTs, PEM blocks,
JDBC strings, env files, Compose, Django, Spring, WordPress and Terraform settings.

About half of the secret samples are in English or language-neutral config and shell; the rest are
in Swahili, standard and as the coast (Kiamu) texts it (`nenosiri`, `nywila`, `namba ya siri`, `neno
la siri`, `msimbo`, `usimwambie mtu`, `hifadhi hii`, `ihifadhi vizuri`, `ndio`); Sheng (`pass ni`,
`maze`, `msee`, `usiambie mse`, `usiwashow wasee wa mtaa`, `weka siri`); the Italian of Malindi's
residents (`la password è`, `non dirlo a nessuno`, `acqua in bocca`, `tienila per te`, `codice del
cancello`); Gulf Arabic of Omani relatives (`الباسوورد حق`, `الرمز السري`, `لا تقول لأحد`, `خله
عندك`, `يا خوي`, `هذا هو`); and Somali (`erayga sirta ah`, `password-ka ... waa`, `cidna ha u
sheegin`, `hay oo qari`, `koodhka`, `furaha`). The wordings are the author's approximations, checked
by no speaker; the thinnest guesses are the Somali ones (`hay oo qari` for "keep it hidden", `furaha
soo kabashada` for "recovery key", `koodhadhka kaydka ah` for "backup codes"), then Sheng's
(`usiwashow wasee wa mtaa`), then the Kiamu colour (`msimwambie mtu`) and the Gulf Arabic `خله عندك`
("keep it with you").

Vendors: local and invented ones (Daraja, Pesapal, Africa's Talking, Kopo Kopo one; Cellulant two;
and the invented Jahazi Pay, DhowBook, Punda Shop Cloud, Kaskazi SMS, MangroveMaps, Shela Stay PMS
and Tende Ledger, whose shapes and prefixes are the author's guesses: `jzp_sk_live_`, `dhb-`,
`psc_pat_`, `ksms.`, a JWT, `sst_`, `tl_live_`, hex, base64 and alphanumeric runs, a UUID), besides
the well-known GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, AWS, Google, Telegram, Hugging
Face, SendGrid, Twilio, npm, DigitalOcean, Shopify, Mailgun, Doppler, Netlify, Sentry and Pulumi
shapes; the JWTs are well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: Italy's codice
fiscale (`stdnum.it.codicefiscale`, in eight earlier corpora: Malindi's Italians), Mozambique's NUIT
(`stdnum.mz.nuit`, five), Guinea's NIFp (`stdnum.gn.nifp`, four), Mauritius's national ID
(`stdnum.mu.nid`, five) and Kenya's KRA PIN (`stdnum.ke.pin`, thirteen; a format check only). Kinds
no library or this file checks (shapes guessed): a Kenyan national ID and passport, an SHA (NHIF)
member number, an Omani civil number and passport, a Somali passport and national id. Card numbers
pass Luhn (Visa, Mastercard, 2-series Mastercard, Amex and UnionPay prefixes, checked with `luhn`);
card codes are three digits. The IBANs are of Somalia, Djibouti, Burundi, Libya, Sudan, Oman,
Seychelles and Italy (by a rough grep of earlier corpora: 27 to 50 each), drawn until `stdnum.iban`
validates them; seed phrases come from `mnemonic`'s English, Italian, Spanish, French and Portuguese
lists, each checked with `Mnemonic(lang).check`. Every secret is drawn again until it is new and no
clean text holds it.
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
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.gn import nifp as gn_nifp
from stdnum.it import codicefiscale as it_cf
from stdnum.ke import pin as ke_pin
from stdnum.mu import nid as mu_nid
from stdnum.mz import nuit as mz_nuit

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 303_861_457
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

    def take(self, rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
        out = []
        for index, template in enumerate(v.cycle(rng, self.templates, n)):
            for _ in range(1000):
                fields = self.draw(rng, index, template)
                secret = fields.get("secret", fields[self.key])
                if _fresh(secret, seen):
                    break
            else:
                raise ValueError(self.cls)
            seen.add(secret)
            out.append(Sample(self.cls, template.format_map(fields), secret))
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_BOATS = ["Mashua", "Jahazi", "Ngalawa", "Mtepe", "Boriti", "Kikapu", "Tanga", "Matanga",
          "Shanga", "Mwezi", "Kaskazi", "Kusi", "Pwani", "Kisiwa"]  # fmt: skip
_PLACES = ["Lamu", "Shela", "Manda", "Pate", "Siyu", "Faza", "Kipungani", "Matondoni", "Kizingitini",
           "Malindi", "Watamu", "Mambrui", "Kiwayu", "Mokowe"]  # fmt: skip
_DONKEYS = ["Punda", "Bahati", "Zuri", "Kibanda", "Chumvi", "Asali", "Mkate", "Tamu"]
_NAMES = ["Athman", "Mwanaisha", "Bwana Mzee", "Fatma", "Omari", "Zuhura", "Kassim", "Halima",
          "Brayo", "Kevo", "Wanjiru", "Giuliana", "Massimo", "Salim", "Muna", "Abdiqani",
          "Hodan", "Faisal", "Nasra", "Rukia"]  # fmt: skip
_USERS = ["athman", "mwanaisha.k", "fatma", "omari_b", "zuhura", "kassim", "halima.s", "brayo",
          "kevo254", "wanjiru", "giuliana.r", "massimo", "salim.h", "muna", "abdiqani", "hodan",
          "faisal.o", "nasra", "rukia", "boatyard", "frontdesk", "mpesa-agent"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"


def _pw(rng: random.Random) -> str:
    """The ways the staff pick passwords."""
    k = rng.randrange(9)
    if k == 0:
        return f"{rng.choice(_BOATS)}{rng.choice(_PLACES)}{rng.randrange(10, 100)}{rng.choice(_SYMBOLS)}"
    if k == 1:
        return f"{rng.choice(_DONKEYS)}Punda{rng.randrange(1990, 2035)}{rng.choice(_SYMBOLS)}"
    if k == 2:
        return _r(rng, ALNUM + "!%&?", 15)
    if k == 3:
        return "-".join(_r(rng, LOWER_DIGITS, 5) for _ in range(3))
    if k == 4:
        return (
            f"{rng.choice(_PLACES).lower()}.{rng.choice(_BOATS).lower()}.{rng.randrange(100, 1000)}"
        )
    if k == 5:
        return _r(rng, UPPER, 2) + _r(rng, LOWER, 5) + _r(rng, D, 3) + rng.choice(_SYMBOLS)
    if k == 6:
        return f"Dhow{rng.choice(['L4mu', 'Sh3la', 'W4tamu', 'M4nda', 'P4te'])}{rng.randrange(10, 99)}!"
    if k == 7:
        return f"{rng.choice(_NAMES).split()[-1]}@{rng.choice(_PLACES)}{rng.randrange(1000, 9999)}"
    return _r(rng, ALNUM, 14)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda s: all(c in ALNUM + "._-" for c in s))


_SAID = [
    "nenosiri la router ya Shela ni {pw}",
    "Nenosiri: {pw} — usimwambie mtu",
    "namba ya siri ya kompyuta ya ofisi ni {pw}, usimwambie mtu yeyote",
    "Bwana Athman, nywila ya mfumo wa hoteli ni {pw}",
    "nenosiri jipya la Lipa Na M-Pesa portal ➡️ {pw}",
    "neno la siri la akaunti ya duka: {pw} (hifadhi hii)",
    "nenosiri mpya: {pw}. Ihifadhi vizuri tafadhali",
    "Kiamu: nenosiri la boti ni {pw}, msimwambie mtu",
    "sms: nenosiri {pw} usimwambie mtu hata mmoja",
    "Mwanaisha » nenosiri la printer ya dukani » {pw}",
    "maze pass ya system ya desk ni {pw} usiambie mse yeyote",
    "Kevo: pass ya laptop ya boatyard ni {pw} 🤐",
    "password ya wifi ya boss ni {pw} msee, weka siri",
    "pass mpya ya admin ni hii {pw} sasa usiambie mtu",
    "Brayo ➜ pass ya booking system: {pw}",
    "sasa pass ya router ni {pw} maze, ni siri",
    "la password del gestionale dell'hotel è {pw}, non dirlo a nessuno",
    "Giuliana: password del router a Watamu → {pw}",
    "password della casella email della villa: {pw} (tienila per te)",
    "Massimo, la password nuova del PC di Malindi è \"{pw}\"",
    "Password del conto sul sito della cooperativa: {pw} — mi raccomando, acqua in bocca",
    "ti scrivo la password qui: {pw} poi la cancello",
    "يا خوي الباسوورد حق اللابتوب {pw} لا تقول لأحد",
    "الرمز السري للحساب: {pw} خله عندك",
    "كلمة المرور الجديدة هي {pw}",
    "الباسوورد حق الراوتر في البيت 👈 {pw}",
    "هذا هو الباسوورد {pw} ولا تعطيه أحد يا ولد",
    "Erayga sirta ah ee kombiyuutarka waa {pw}, cidna ha u sheegin",
    "Hodan: password-ka cusub waa {pw} — hay oo qari",
    "ereyga sirta ee akoonka: {pw}",
    "Abdiqani, furaha sirta ah ee wifi-ga dukaanka waa {pw}",
    "password-ka boostada waa \"{pw}\" cidna ha siin",
    "Front desk note, Shela: the PMS admin password is {pw}",
    "the password for the dhow tour booking site is {pw}",
    "Gift shop till password: {pw}",
    "FYI the boatyard laptop password changed to {pw}",
    "Pasted in the group by mistake: password = {pw}",
    "Reminder to self — villa CCTV NVR password: {pw}",
    "password for the guesthouse email is {pw} (don't forward)",
    "Our Booking.com extranet password is now {pw}",
    "the password on the sanctuary's donations laptop → {pw}",
    "M-Pesa agent float spreadsheet password: {pw}",
    "Password: {pw}\n(for the Watamu kitesurf partner portal)",
    "New POS admin password {pw} — set by Kassim this morning",
    "voice note transcript: ok so the password for the hotel wifi controller is {pw} got it?",
    "| system | password |\n|---|---|\n| Shela PMS | {pw} |",
    "password » {pw} « for the dhow desk tablet",
    "pwd for the donkey-clinic vet laptop: {pw}",
    "Tour desk iPad password is '{pw}'",
    "note: passwd for boatyard NAS = {pw}",
    "Msimbo wa siri (password) wa kompyuta ya Manda: {pw}",
    "nenosiri 👉 {pw}",
    "pass ni {pw}, usiwashow wasee wa mtaa",
    "password è {pw}",
    "الباسورد: {pw}",
    "erayga sirta: {pw}",
    "nywila\n{pw}",
    "password (hotel back office)\n{pw}",
    "the Kipungani eco-lodge admin password? it's {pw}",
    "PMS password: `{pw}`",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_LOGINS = [
    "Login ya M-Pesa portal: {u} / {pw}",
    "jina la mtumiaji {u}, nenosiri {pw}",
    "mtumiaji: {u} — nenosiri: {pw}",
    "user {u} pass {pw} (Sheng: usiambie mtu)",
    "login ni {u} na pass ni {pw} maze",
    "utente {u}, password {pw}",
    "Accesso al gestionale: utente {u} / password {pw}",
    "اسم المستخدم {u} والباسوورد {pw}",
    "المستخدم: {u} كلمة المرور: {pw}",
    "magaca isticmaalaha {u}, password-ka {pw}",
    "user-ka waa {u} password-kuna waa {pw}",
    "creds for the Shela booking engine: {u} / {pw}",
    "sign in as {u} with {pw} on the boatyard ERP",
    "login: {u} password: {pw}",
    "{u}:{pw}",
    "u={u} p={pw}",
    "| app | user | password |\n|---|---|---|\n| Channel manager | {u} | {pw} |",
    "creds {u}:{pw} for the sanctuary's donations site",
    "Username {u}\nPassword {pw}",
    "admin / {pw} on the Watamu villa router",
    "Bwana Mzee's login: {u}, and the password is {pw}",
    "creds for the kiosk tablet are {u} and {pw}",
    "Login → {u} | Pass → {pw}",
    "mtumiaji {u} nywila {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["jahazi", "ngalawa", "mashua", "bahari", "punda", "kisiwa", "mnazi", "mkoko",
               "samaki", "pweza", "kaskazi", "matanga", "pembe", "boriti", "shanga", "mwezi",
               "nyota", "tende", "asali", "bao", "chumvi", "upepo"]  # fmt: skip
_SPELLED = [
    "the password is the word {w}, all small, and then {d}",
    "nenosiri ni neno {w}, kisha namba {d}",
    "pass ni word {w} alafu {d} mwisho",
    "la password è la parola {w}, poi {d}",
    "الباسوورد كلمة {w} وبعدها {d}",
    "password-ku waa erayga {w}, kadib {d}",
    "it's {w} with a capital first letter and {d} at the end",
    "type {w}, then {d}; that's the admin password",
    "voice note: the wifi password is {w} and after that the number {d}, no space",
    "nenosiri: andika {w} halafu {d}",
    "la password: {w} tutto minuscolo, poi il numero {d}",
    "the name of our first donkey, {w}, followed by {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    return {"w": word, "d": str(rng.randrange(100, 10_000))}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "curl -u {u}:{pw} https://pms.shela-hotel.example/api/rooms",
    "sshpass -p '{pw}' ssh {u}@10.4.0.12",
    "mysql -u {u} -p{pw} bookings",
    "redis-cli -h 10.4.0.20 -a {pw} ping",
    "docker login registry.lamu-dhow.example -u {u} -p {pw}",
    "htpasswd -b /etc/nginx/.htpasswd {u} {pw}",
    "smbclient //nas/photos -U {u}%{pw}",
    "zip -P {pw} guests-2032.zip guests.csv",
    "7z a -p{pw} payroll.7z payroll/",
    "openssl enc -aes-256-cbc -in float.csv -out float.enc -pass pass:{pw}",
    "gpg --batch --passphrase {pw} -c ledger.ods",
    "plink -ssh {u}@boatyard-pi -pw {pw}",
    "xfreerdp /v:10.4.0.30 /u:{u} /p:{pw}",
    "net use Z: \\\\nas\\shop {pw} /user:{u}",
    "sqlcmd -S 10.4.0.40 -U {u} -P {pw}",
    "lftp -u {u},{pw} sftp://files.lamu-dhow.example",
    "ldapsearch -x -D cn={u},dc=shela -w {pw}",
    "ipmitool -I lanplus -H 10.4.0.50 -U {u} -P {pw} power status",
    "mosquitto_pub -h 10.4.0.60 -u {u} -P {pw} -t bilge/pump -m on",
    "cqlsh 10.4.0.70 -u {u} -p {pw}",
    "rabbitmqctl add_user {u} {pw}",
    "echo '{pw}' | sudo -S systemctl restart pms",
    "keytool -list -keystore pos.jks -storepass {pw}",
    "wg-quick up lamu && psql postgresql://{u}:{pw}@10.4.0.80/tours",
    "rclone config create shop sftp host files.lamu-dhow.example user {u} pass {pw}",
    "hydra -l {u} -p {pw} ssh://10.4.0.12",
    "mega-login {u}@lamu-dhow.example {pw}",
    "sqlplus {u}/{pw}@orcl",
    "ssh-keygen -t ed25519 -N '{pw}' -f ~/.ssh/boatyard",
    "security unlock-keychain -p {pw} ~/Library/Keychains/login.keychain-db",
    "mariadb-admin -u {u} --password={pw} status",
    "nmcli dev wifi connect ShelaGuest password {pw}",
    "mongosh mongodb://{u}:{pw}@10.4.0.90/donations",
    "twine upload -u {u} -p {pw} dist/*",
]  # fmt: skip
_SHELLS = ["{c}", "$ {c}", "athman@shela-pc:~$ {c}", "niliendesha hii: {c}", "nimerun hii: {c}",
           "ho lanciato: {c}", "شغلت هذا: {c}", "amarkan waan ku shubay: {c}",
           "bash history on the boatyard Pi:\n{c}", "PS C:\\kiosk> {c}"]  # fmt: skip


def _cli_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _plain_pw(rng), "u": rng.choice(_USERS), "f": rng.choice(_SHELLS)}


_URLS = [
    "postgresql://{u}:{pw}@db.shela-hotel.example:5432/pms",
    "mysql://{u}:{pw}@10.4.0.40/bookings",
    "mongodb+srv://{u}:{pw}@cluster0.lamu-dhow.example/tours",
    "redis://:{pw}@10.4.0.20:6379/0",
    "amqp://{u}:{pw}@mq.lamu-dhow.example:5672/",
    "ftp://{u}:{pw}@files.punda-gift.example/",
    "https://{u}:{pw}@git.boatyard.example/hull-plans.git",
    "smtp://{u}:{pw}@mail.shela-hotel.example:587",
    "sftp://{u}:{pw}@backup.boatyard.example:22/ledger/",
    "rtsp://{u}:{pw}@cam-jetty.shela-hotel.example:554/live",
    "jdbc:mysql://10.4.0.40:3306/pos?user={u}&password={pw}",
    "socks5://{u}:{pw}@:1080",
    "mqtt://{u}:{pw}@bilge.boatyard.example:1883",
]  # fmt: skip
_URL_PLACES = ["DATABASE_URL={c}", "connection string ni {c}", "la stringa di connessione: {c}",
               "{c}", "keep this for me: {c}", "رابط القاعدة: {c}"]  # fmt: skip


def _url_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _plain_pw(rng), "u": rng.choice(_USERS), "f": rng.choice(_URL_PLACES)}


def _framed(cls: str, templates: list[str], draw: Draw) -> _Family:
    """Each template inside a frame (``{f}``, a prompt or a sentence, with ``{c}`` the command)."""
    return _Family(cls, ["\0" + t for t in templates], draw, "pw")


_cli = _framed("cli_password", _CLI, _cli_draw)
_urls = _framed("connection_string", _URLS, _url_draw)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        t = 1_960_000_000 + g.randrange(2_000_000)
        claims = {
            "iss": issuer,
            "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
            "iat": t,
            "exp": t + 86400,
        }
        return _jwt_of(g, {"alg": "HS256", "typ": "JWT"}, claims, 43)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("GitHub", "GITHUB_TOKEN", _j("ghp_", (ALNUM, 36))),
    ("GitLab", "GITLAB_TOKEN", _j("glpat-", (URLSAFE, 20))),
    ("Slack", "SLACK_BOT_TOKEN", lambda g: f"xoxb-{_r(g, D, 12)}-{_r(g, D, 13)}-{_r(g, ALNUM, 24)}"),
    ("Stripe", "STRIPE_SECRET_KEY", _j("sk_live_", (ALNUM, 48))),
    ("OpenAI", "OPENAI_API_KEY", _j("sk-proj-", (URLSAFE, 48))),
    ("Anthropic", "ANTHROPIC_API_KEY", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("AWS", "AWS_ACCESS_KEY_ID", _j("AKIA", (UPPER_DIGITS, 16))),
    ("Google", "GOOGLE_MAPS_KEY", _j("AIza", (URLSAFE, 35))),
    ("Telegram", "TELEGRAM_BOT_TOKEN", lambda g: f"{_r(g, D, 10)}:AA{_r(g, URLSAFE, 33)}"),
    ("Hugging Face", "HF_TOKEN", _j("hf_", (ALNUM, 34))),
    ("SendGrid", "SENDGRID_API_KEY", lambda g: f"SG.{_r(g, URLSAFE, 22)}.{_r(g, URLSAFE, 43)}"),
    ("Twilio", "TWILIO_AUTH_TOKEN", _j((HEX, 32))),
    ("npm", "NPM_TOKEN", _j("npm_", (ALNUM, 36))),
    ("DigitalOcean", "DO_TOKEN", _j("dop_v1_", (HEX, 64))),
    ("Shopify", "SHOPIFY_TOKEN", _j("shpat_", (HEX, 32))),
    ("Mailgun", "MAILGUN_API_KEY", _j("key-", (HEX, 32))),
    ("Doppler", "DOPPLER_TOKEN", _j("dp.st.prd.", (ALNUM, 43))),
    ("Netlify", "NETLIFY_AUTH_TOKEN", _j("nfp_", (ALNUM, 36))),
    ("Sentry", "SENTRY_AUTH_TOKEN", _j("sntrys_", (ALNUM, 60))),
    ("Pulumi", "PULUMI_ACCESS_TOKEN", _j("pul-", (HEX, 40))),
    ("Daraja", "MPESA_CONSUMER_SECRET", _j((ALNUM, 64))),
    ("Pesapal", "PESAPAL_CONSUMER_SECRET", _j((B64, 28), "=")),
    ("Africa's Talking", "AT_API_KEY", _j("atsk_", (HEX, 64))),
    ("Cellulant", "TINGG_CLIENT_SECRET", lambda g: v.uuid4(g, "8")),
    ("Kopo Kopo", "KOPOKOPO_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Jahazi Pay", "JAHAZIPAY_SECRET", _j("jzp_sk_live_", (ALNUM, 32))),
    ("DhowBook", "DHOWBOOK_API_KEY", _j("dhb-", (LOWER_DIGITS, 40))),
    ("Punda Shop Cloud", "PUNDASHOP_TOKEN", _j("psc_pat_", (URLSAFE, 40))),
    ("Kaskazi SMS", "KASKAZI_SMS_KEY", _j("ksms.", (HEX, 48))),
    ("MangroveMaps", "MANGROVE_MAPS_TOKEN", _vendor_jwt("https://auth.mangrovemaps.example")),
    ("Shela Stay PMS", "SHELASTAY_CLIENT_SECRET", _j("sst_", (UPPER_DIGITS, 36))),
    ("Tende Ledger", "TENDE_LEDGER_KEY", _j("tl_live_", (B64, 44))),
]  # fmt: skip
_NAMED = [
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "{vendor} API key: {tok}",
    "ufunguo wa API wa {vendor} ni {tok}",
    "la chiave API di {vendor}: {tok}",
    "مفتاح API حق {vendor}: {tok}",
    "furaha API-ga {vendor}: {tok}",
    "{vendor} integration broken, current key {tok}",
    "Settings › Integrations › {vendor}: {tok}",
    "  {env}: \"{tok}\"",
    "{vendor} token ya production ni {tok} maze",
    "new {vendor} secret, keep it safe: {tok}",
]  # fmt: skip


def _vendors(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(firsts))
    rng.shuffle(chosen)
    out = []
    for (vendor, env, make), template in chosen:
        tok = _fresh_value(rng, make, seen)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "hii hapa, itaonekana mara moja tu:\n{t}", "tienimi questo: {t}",
                "{t}\n^ hiyo ndio mpya", "خله عندك: {t}", "kan hay: {t}", "token {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 52)), _j((B64, 44), "="), _j((LOWER_DIGITS, 48)),
                _j((ALNUM, 32), ".", (ALNUM, 24)), _j((B64, 60)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)

_HEX_PLACES = {
    "WireGuard-less IPsec PSK for the Manda boatyard link (hex): {h}": 64,
    "AES key of the Shela door-lock encoder: {h}": 32,
    "HMAC secret ya webhook ya M-Pesa: {h}": 64,
    "chiave di cifratura dei backup della villa: {h}": 64,
    "مفتاح التشفير للنسخة الاحتياطية: {h}": 64,
    "LoRaWAN AppKey, bilge sensor on the dhow Mwezi: {h}": 32,
    "SECRET_KEY = '{h}'": 64,
    "furaha sirta ee encryption-ka: {h}": 48,
    "signing secret for the gift-shop webhooks: {h}": 40,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")

_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "token ya session kutoka kwa browser: {t}",
    "Cookie: lang=sw; shela_sess={t}",
    "BOOKING_API_JWT={t}",
    "il token JWT del channel manager: {t}",
    "التوكن: {t}",
    "token-ka: {t}",
    "keep this bearer for me {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    t = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "HS256", "ES256", "HS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": t, "exp": t + 3600,
                              "email": f"{rng.choice(_USERS)}@shela-hotel.example"}  # fmt: skip
    if index % 2:
        claims |= {"iss": "https://sso.lamu-dhow.example", "role": "front_desk"}
    sig = {"RS256": 342, "HS256": 43, "ES256": 86, "HS384": 64}[alg]
    return {"t": _jwt_of(rng, {"alg": alg, "typ": "JWT"}, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")

_PEM_PLACES = {
    "deploy key ya server ya boatyard, ihifadhi:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/shela-hotel.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"PAYMENTS_PRIVATE_KEY": "{key}"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_kiosk <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "la chiave privata del server di Malindi:\n{key}": ("PRIVATE KEY", "\n"),
    "المفتاح الخاص:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "furaha gaarka ah ee server-ka:\n{key}": ("RSA PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 8 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 40) + "=="]
    block = joiner.join([f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"])
    return {"key": block}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")

_SEED_PLACES = {
    "maneno ya kurejesha wallet ya sanctuary: {p}": "english",
    "recovery phrase of the old tips wallet: {p}": "english",
    "seed ya wallet yangu, usimwambie mtu\n{p}": "english",
    "backup words (Trust Wallet) — {p}": "english",
    "frase di recupero del portafoglio: {p}": "italian",
    "le parole del wallet di Massimo: {p}": "italian",
    "كلمات الاسترجاع للمحفظة: {p}": "english",
    "ereyada soo celinta wallet-ka: {p}": "english",
    "frase de recuperación (la pasó el socio de Tarifa): {p}": "spanish",
    "phrase de récupération : {p}": "french",
    "seed phrase ya crypto ya boss 👇\n{p}": "english",
    "Ledger backup card:\n{p}": "portuguese",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(_SEED_PLACES.values())}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    n = [12, 24, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[n]))
    words = str(_MNEMO[_SEED_PLACES[template]].to_mnemonic(entropy)).split()
    layouts = [" ".join(words), "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
               " - ".join(words), "\n".join(" ".join(words[k : k + 4]) for k in range(0, n, 4))]  # fmt: skip
    return {"p": layouts[index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card(rng: random.Random, prefixes: list[str], length: int) -> str:
    body = rng.choice(prefixes) + ""
    body += _r(rng, D, length - len(body) - 1)
    return body + luhn.calc_check_digit(body)


_CARD_PLACES = [
    "kadi ya benki: {c} exp 08/34",
    "namba ya kadi {c}, usimwambie mtu",
    "il numero della carta è {c}",
    "رقم البطاقة {c}",
    "lambarka kaarka: {c}",
    "card on file for the Shela booking: {c}",
    "Visa ya boss {c} 09/35",
    "guest paid deposit with {c}",
    "carta di credito del cliente: {c} scad. 11/33",
    "{c} — that's the card for the boat parts order",
    "namba ya kadi ni {c}",
    "card: {c}",
]  # fmt: skip
_CARD_KINDS: list[tuple[list[str], int]] = [(["4"], 16), (["51", "53", "55"], 16), (["34", "37"], 15),
                                            (["2221", "2720"], 16), (["62"], 16), (["4"], 13)]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    prefixes, length = _CARD_KINDS[index % len(_CARD_KINDS)]
    number = _card(rng, prefixes, length)
    sep = ["", " ", "-", " ", "."][index % 5]
    return {"c": v.grouped(number, sep, rng)}


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")

_CVV_PLACES = [
    "CVV ya kadi: {cvv}",
    "il codice di sicurezza sul retro: {cvv}",
    "the three digits on the back are {cvv}",
    "رمز CVV: {cvv}",
    "security code on the back: {cvv}",
    "CVC {cvv}, exp 04/33",
]  # fmt: skip
_cvvs = _Family("card_code", _CVV_PLACES, lambda g, i, t: {"cvv": _r(g, D, 3)}, "cvv")

_IBAN_SHAPES = {"SO": "n" * 19, "DJ": "n" * 23, "BI": "n" * 23, "LY": "n" * 21, "SD": "n" * 14,
                "OM": "nnn" + "c" * 16, "SC": "aaaannnn" + "n" * 16 + "aaa", "IT": "a" + "n" * 10 + "c" * 12}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    number = v.iban_shaped(rng, country, _IBAN_SHAPES)
    assert std_iban.is_valid(number)
    return number


_IBAN_PLACES = [
    "IBAN ya supplier wa Italia: {i}",
    "l'IBAN della villa per il bonifico: {i}",
    "رقم الآيبان: {i}",
    "IBAN-ka: {i}",
    "pay the sail-maker to IBAN {i}",
    "IBAN {i}",
]  # fmt: skip
_IBAN_ORDER = ["SO", "DJ", "BI", "LY", "SD", "OM", "SC", "IT", "SO", "OM", "IT", "SC"]


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_ORDER[index % len(_IBAN_ORDER)])
    return {"i": v.iban_spaced(number) if index % 2 else number}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _codice_fiscale(g: random.Random) -> str:
    months = "ABCDEHLMPRST"
    body = (_r(g, "BCDFGLMNPRSTVZ", 6) + f"{g.randrange(50, 99)}" + g.choice(months)
            + f"{g.randrange(1, 29) + g.choice([0, 40]):02d}" + g.choice("FHL") + _r(g, D, 3))  # fmt: skip
    return body + it_cf.calc_check_digit(body)


def _nuit(g: random.Random) -> str:
    return v.until(g, _j((D, 9)), mz_nuit.is_valid)


def _nifp(g: random.Random) -> str:
    return v.until(g, _j((D, 9)), gn_nifp.is_valid)


def _mu_nid(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        return (
            h.choice(UPPER)
            + f"{h.randrange(1, 29):02d}{h.randrange(1, 13):02d}{h.randrange(60, 99)}"
            + _r(h, D, 6)
            + h.choice(UPPER_DIGITS)
        )

    return v.until(g, make, mu_nid.is_valid)  # fmt: skip


_ID_PLACES: dict[str, Maker] = {
    "codice fiscale: {s}": _codice_fiscale,
    "il mio codice fiscale è {s}, non girarlo": _codice_fiscale,
    "CF di Giuliana → {s}": _codice_fiscale,
    "codice fiscale del socio di Watamu\n{s}": _codice_fiscale,
    "NUIT ya mnunuzi wa Msumbiji: {s}": _nuit,
    "NUIT do comprador da Ilha de Moçambique: {s}": _nuit,
    "NUIT {s}": _nuit,
    "NIFp du fournisseur de Conakry : {s}": _nifp,
    "tax number (NIFp, Guinea) of the rope supplier: {s}": _nifp,
    "Mauritian national ID of the new chef: {s}": _mu_nid,
    "ID number (Mauritius) {s}": _mu_nid,
    "namba ya kitambulisho (ID ya Kenya): {s}": _j((D, 8)),
    "ID yangu ni {s}, usimwambie mtu": _j((D, 8)),
    "Kenyan passport number: {s}": _j("AK", (D, 7)),
    "namba ya pasipoti: {s}": _j("BK", (D, 7)),
    "KRA PIN ya kampuni: {s}": lambda g: v.until(g, _j("P05", (D, 7), (UPPER, 1)), ke_pin.is_valid),
    "KRA PIN yangu ni {s}": lambda g: v.until(g, _j("A0", (D, 8), (UPPER, 1)), ke_pin.is_valid),
    "SHA (NHIF) member number: {s}": _j("CR", (D, 9), "-", (D, 1)),
    "الرقم المدني العماني: {s}": _j((D, 8)),
    "رقم الجواز: {s}": _j("S", (D, 7)),
    "lambarka baasaboorka: {s}": _j("P0", (D, 7)),
    "lambarka aqoonsiga qaranka: {s}": _j((D, 12)),
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _codes_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style == 0:
        return [f"{_r(rng, D, 4)}-{_r(rng, D, 4)}" for _ in range(n)]
    if style == 1:
        return [_r(rng, LOWER_DIGITS, 10) for _ in range(n)]
    return [f"{_r(rng, UPPER_DIGITS, 5)}-{_r(rng, UPPER_DIGITS, 5)}" for _ in range(n)]


_BACKUPS = [
    "backup codes za Google ya hoteli:\n{codes}",
    "codici di backup dell'account della villa: {codes}",
    "رموز الاسترداد:\n{codes}",
    "koodhadhka kaydka ah: {codes}",
    "2FA backup codes (Booking.com extranet):\n{codes}",
    "recovery codes for the GitHub org, keep offline: {codes}",
]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = _codes_list(rng, 8, index % 3)
    joiner = "\n" if "\n{codes}" in template else ", "
    return {"codes": joiner.join(codes)}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")

_TOTP = [
    "TOTP secret ya M-Pesa portal: {s}",
    "otpauth://totp/ShelaPMS:athman?secret={s}&issuer=ShelaPMS",
    "chiave 2FA (setup key) per l'app: {s}",
    "2FA setup key for the boatyard email: {s}",
]  # fmt: skip
_totp = _Family("otp_secret", _TOTP, lambda g, i, t: {"s": v.totp_secret(g, spaced=i == 2)}, "s")

_CODES = [
    "msimbo wa uthibitisho ni {c}, usimpe mtu",
    "{c} is your DhowBook verification code",
    "il codice di verifica è {c}",
    "رمز التحقق: {c}",
    "koodhka xaqiijinta waa {c}",
]  # fmt: skip
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")

_SSIDS = ["Shela Beach Villa", "LamuDhow-Office", "Punda Gift Shop 5G", "Boatyard Manda",
          "Kipungani Lodge Guest", "M-Pesa Kiosk"]  # fmt: skip
_WIFI = [
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "wifi: {s}, nenosiri {pw}",
    "password ya wifi ni {pw}",
    "network {s} key {pw}",
    "Network: {s} / {pw}",
    "la password del wifi è {pw}",
    "باسوورد الواي فاي: {pw}",
    "password-ka wifi-ga: {pw}",
    "wifi ya {s} → {pw}",
    "WPA key: {pw}",
    "wifi password? \nHalima: {pw}",
    "Wi-Fi ({s}) passphrase: {pw}",
    "pass ya wifi ni {pw} maze",
    "wpa_passphrase \"{s}\" {pw}",
    "psk={pw}",
    "rete {s}, chiave {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    if rng.random() < 0.4:
        return f"{rng.choice(_SAID_WORDS).capitalize()}{rng.choice(_BOATS)}{rng.randrange(10, 999)}"
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI, _with(_wifi_key, s=_SSIDS), "pw")

_SPELL = [
    "nitakusomea token: {t}",
    "te la leggo a gruppi: {t}",
    "key read out: {t}",
    "ufunguo kwa vipande: {t}",
    "{t}",
]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    raw = _r(rng, ALNUM, 24)
    style = index % 5
    if style == 0:
        text = " ".join(raw)
    elif style == 1:
        text = " - ".join(raw[k : k + 4] for k in range(0, 24, 4))
    elif style == 2:
        text = "·".join(raw[k : k + 3] for k in range(0, 24, 3))
    elif style == 3:
        text = " ".join(raw[k : k + 6] for k in range(0, 24, 6))
    else:
        text = ".".join(raw)
    return {"t": text}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")

_LOCKS = [
    "code ya kufuli ya stoo: {pw}",
    "namba ya siri ya ATM ni {pw}, usimwambie mtu",
    "il codice del cancello della villa è {pw}",
    "رمز الخزنة: {pw}",
    "koodhka albaabka: {pw}",
    "the key-safe code at the Shela house is {pw}",
    "PIN ya M-Pesa ya kiosk: {pw}",
    "alarm code for the boatyard: {pw}#",
    "padlock ya punda shed: {pw}",
]  # fmt: skip
_locks = _Family("pin_code", _LOCKS, lambda g, i, t: {"pw": _r(g, D, [4, 4, 5, 6][i % 4])}, "pw")

_PHRASE_WORDS = ["mango", "tide", "coral", "sail", "donkey", "lantern", "mangrove", "baobab",
                 "monsoon", "cowrie", "jetty", "henna", "dune", "oyster", "hammock", "rope",
                 "anchor", "spice", "tamarind", "gecko"]  # fmt: skip
_PHRASES = [
    "the passphrase is {p}",
    "passphrase: {p}",
    "nenosiri ni maneno manne: {p}",
    "la passphrase del vault: {p}",
    "عبارة المرور: {p}",
    "master passphrase for the boatyard KeePass → {p}",
    "vault passphrase\n{p}",
]  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words = rng.sample(_PHRASE_WORDS, 4 + index % 2)
    return {"p": [" ", "-", " ", "."][index % 4].join(words)}


_phrases = _Family("passphrase", _PHRASES, _phrase_draw, "p")

_AUTH = ["Authorization: Basic {v}", "Authorization: Bearer {v}", "-H 'Authorization: Bearer {v}'",
         "header Authorization = Basic {v}", "authorization: token {v}"]  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "Basic" in template:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, ALNUM, 40)}


_auth = _Family("auth_header", _AUTH, _auth_draw, "v")

_CONFIGS = [
    ".env:\nDB_USER=pms\nDB_PASSWORD={pw}",
    "settings.py:\nDATABASES = {{'default': {{'USER': 'pms', 'PASSWORD': '{pw}'}}}}",
    "docker-compose.yml:\n  environment:\n    POSTGRES_PASSWORD: {pw}",
    "application.properties:\nspring.datasource.password={pw}",
    "config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "wp-config.php:\ndefine( 'DB_PASSWORD', '{pw}' );",
    "~/.pgpass:\n10.4.0.80:5432:tours:pms:{pw}",
    "my.cnf:\n[client]\nuser=pms\npassword={pw}",
    "msmtprc:\naccount shela\nuser frontdesk@shela-hotel.example\npassword {pw}",
    "fetchmailrc:\npoll mail.shela-hotel.example user frontdesk password {pw}",
    "terraform.tfvars:\ndb_password = \"{pw}\"",
    "values.yaml:\nmariadb:\n  auth:\n    rootPassword: {pw}",
    "rclone.conf:\n[shop]\ntype = sftp\nuser = shop\npass = {pw}",
    "hostapd.conf:\nssid=LamuDhow-Office\nwpa_passphrase={pw}",
    "smb credentials file:\nusername=boatyard\npassword={pw}",
    "odoo.conf:\n[options]\nadmin_passwd = {pw}\ndb_password = {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")

_CHATS = [
    "Omari: pass ya wifi ya ofisi?\nZuhura: {pw}",
    "[07:41] Kevo: nipe pass ya system\n[07:42] Brayo: {pw}",
    "Massimo: qual è la password del router?\nGiuliana: {pw}",
    "سالم: وش الباسوورد؟\nمنى: {pw}",
    "Hodan: password-ka waa maxay?\nAbdiqani: {pw}",
    "Fatma: {pw} ndio nenosiri jipya la PMS",
    "Athman: tumia {pw}, ndio mpya",
    "Kassim: use {pw}, that's what the kiosk tablet has now",
    "Halima: new password for the dhow booking site is {pw}",
    "Rukia: ho messo {pw} come password nuova",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")

_RECOVERY = [
    "BitLocker recovery key ya laptop ya ofisi: {k}",
    "recovery key for the boatyard MacBook: {k}",
    "chiave di ripristino: {k}",
    "مفتاح الاسترداد: {k}",
    "furaha soo kabashada: {k}",
    "Bitwarden recovery code: {k}",
    "FileVault recovery key {k}",
    "ufunguo wa kurejesha akaunti: {k}",
]  # fmt: skip


def _recovery_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "BitLocker" in template:
        return {"k": "-".join(_r(rng, D, 6) for _ in range(8))}
    if "FileVault" in template or "ripristino" in template:
        return {"k": "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(6))}
    return {"k": "-".join(_r(rng, UPPER_DIGITS, 5) for _ in range(5))}


_recovery = _Family("recovery_key", _RECOVERY, _recovery_draw, "k")
Taker = Callable[[random.Random, int, set[str]], list[Sample]]

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 56),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 5), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16), (_chats, 10),
    (_recovery, 8),
]  # fmt: skip


def _fresh(secret: str, seen: set[str]) -> bool:
    return secret not in seen and not any(secret in text for text in _CLEAN_TEXTS)


def _fresh_value(rng: random.Random, make: Maker, seen: set[str]) -> str:
    for _ in range(1000):
        value = make(rng)
        if _fresh(value, seen):
            break
    else:
        raise ValueError(value)
    seen.add(value)
    return value


def _unframe(sample: Sample, rng: random.Random) -> Sample:
    """A framed command or URL put in its frame (``\\0`` marks one)."""
    if not sample.text.startswith("\0"):
        return sample
    frames = _SHELLS if sample.cls == "cli_password" else _URL_PLACES
    return Sample(sample.cls, rng.choice(frames).format(c=sample.text[1:]), sample.secret)


def _build() -> tuple[list[Sample], list[FieldPair], list[MetadataSample]]:
    rng = random.Random(SEED)
    seen: set[str] = set()
    out: list[Sample] = []
    for family, n in _PLAN:
        if isinstance(family, _Family):
            out += [_unframe(s, rng) for s in family.take(rng, n, seen)]
        else:
            out += family(rng, n, seen)
    rng = random.Random(SEED + 1)
    pairs = []
    for cls, first, second, make in _SPLIT:
        secret = _fresh_value(rng, make, seen)
        pairs.append(FieldPair(cls, first, second.replace("{s}", secret), secret))
    rng = random.Random(SEED + 2)
    metas = []
    for text, (cls, make) in _METADATA.items():
        secret = _fresh_value(rng, make, seen)
        metas.append(MetadataSample(cls, json.loads(text.replace("{s}", secret)), secret))
    return out, pairs, metas


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    return _build()[0]


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# (class, first field ending in a label, second field with the secret as {s}, maker)
_SPLIT: list[tuple[str, str, str, Maker]] = [
    ("split_password", "nenosiri la PMS ni", "{s}", _plain_pw),
    ("split_password", "pass ya router ni", "{s} maze", _plain_pw),
    ("split_password", "la password del gestionale è", "{s}", _plain_pw),
    ("split_password", "الباسوورد:", "{s}", _plain_pw),
    ("split_password", "password-ku waa", "{s}", _plain_pw),
    ("split_password", "the boatyard NAS password is", "{s} (since March)", _plain_pw),
    ("split_password", "Password:", "{s}\nchange it after the season", _plain_pw),
    ("split_password", "nywila:", "{s}", _plain_pw),
    ("split_password", "kiosk tablet pwd", "{s}", _plain_pw),
    ("split_password", "the password Athman read over the radio was", "{s}, I think", _plain_pw),
    ("split_token", "DhowBook API key", "{s}", _j("dhb-", (LOWER_DIGITS, 40))),
    ("split_token", "Daraja consumer secret:", "{s}", _j((ALNUM, 64))),
    ("split_token", "Jahazi Pay secret key", "{s}", _j("jzp_sk_live_", (ALNUM, 32))),
    ("split_seed", "maneno ya kurejesha wallet:", "{s}", _english_seed),
    ("split_card", "namba ya kadi", "{s} exp 02/35", lambda g: v.grouped(_card(g, ["4"], 16), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "SC"))),
    ("split_backup", "backup codes", "{s}", lambda g: ", ".join(_codes_list(g, 6, 0))),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "codice fiscale:", "{s}", _codice_fiscale),
    ("split_pin", "namba ya siri ya ATM:", "{s}", _j((D, 4))),
]  # fmt: skip


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    return _build()[1]


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"pms": {"url": "https://pms.shela-hotel.example", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"nenosiri": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "athman", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"devices": [{"name": "router"}, {"name": "nvr", "password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mysql", "-u", "pms", "--password", "{s}", "bookings"]}': ("meta_password", _plain_pw),
    '{"note": "la password del router è {s}"}': ("meta_password", _plain_pw),
    '{"الباسوورد": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the kiosk as agent with the password {s}"}': ("meta_password", _plain_pw),
    '{"dhowbook": {"api_key": "{s}"}}': ("meta_token", _j("dhb-", (LOWER_DIGITS, 40))),
    '{"mpesaConsumerSecret": "{s}"}': ("meta_token", _j((ALNUM, 64))),
    '{"webhook_secret": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "06/35"}}': ("meta_card", lambda g: v.grouped(_card(g, ["51", "55"], 16), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "OM")),
    '{"guest": {"codice_fiscale": "{s}"}}': ("meta_id", _codice_fiscale),
    '{"2fa": {"backup": ["{s}", "4481-0932", "7720-1184"]}}': ("meta_otp", lambda g: _codes_list(g, 1, 0)[0]),
    '{"tips_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((HEX.upper(), 32))),
    '{"store_room": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "LamuDhow-Office", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    return _build()[2]


_COMMIT = hashlib.sha1(b"pms: add dhow sunset cruise rate", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"shop: fix receipt rounding", usedforsecurity=False).hexdigest()[:8]
_SUM = hashlib.sha256(b"pms-backup-2032-07-01.tar.zst").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/lamu-dhow/bookings:2.4").hexdigest()

CLEAN = [
    "Nikumbushe kubadilisha nenosiri la router kabla ya msimu wa kaskazi.",
    "Usimwambie mtu nenosiri lako, hata mfanyakazi wa benki.",
    "Nenosiri lazima liwe na herufi 12 au zaidi.",
    "maze usiwahi tuma pass kwa WhatsApp, tumia vault",
    "Ricordati di cambiare la password del router prima di agosto.",
    "La password deve avere almeno dodici caratteri.",
    "لا تعطي الباسوورد لأحد، حتى لو قال إنه من البنك.",
    "Password-kaaga cidna ha u sheegin.",
    "Policy: front-desk passwords are at least 14 characters and live only in the vault.",
    "Keep the M-Pesa PIN to yourself; Safaricom will never ask for it.",
    "Replace <DHOWBOOK_API_KEY> in the README with the key from your dashboard.",
    "DARAJA_CONSUMER_SECRET must be set before the nightly reconciliation runs.",
    "The `.env.example` line `JAHAZIPAY_SECRET=changeme` is only a placeholder.",
    "The PMS asks for a new admin password after every update.",
    "After five wrong passwords the kiosk tablet locks for 15 minutes.",
    "Sunset dhow cruise: KES 4,500 per person, departs Lamu jetty at 17:00.",
    "The donkey sanctuary is open 09:00–13:00 and 15:00–17:30, closed Fridays at noon.",
    "Ferry from Mokowe to Lamu takes about 20 minutes; the fare is KES 200.",
    "Booking ref LDT-2032-0418 for a family of four, Shela to Manda Toto.",
    "Call the boatyard on +254 700 000 118 before 10 am.",
    "The Shela house is at plot 27, behind the Friday mosque; postal code 80500.",
    "Tide table: high water 06:42 (3.1 m), low water 12:58 (0.4 m).",
    "The dhow Mwezi is 14.5 m long with a 9 m mast, rebuilt in 2029.",
    "Upgraded the PMS from 5.2.1 to 5.3.0 and Django to 5.2 over the weekend.",
    f"commit {_COMMIT} adds the sunset cruise rate.",
    f"Rolled back to {_SHORT} after the receipt rounding broke the till.",
    f"SHA-256 checksum of pms-backup-2032-07-01.tar.zst: {_SUM}",
    f"The bookings container runs ghcr.io/lamu-dhow/bookings@sha256:{_IMAGE}.",
    "Request id 9e21c6b0-4f3a-4d17-8b52-0a6e3c9d1f74 is the slow one in the logs.",
    "Invoice INV-2032-0077: 40 m of sisal rope and 12 kg of shark oil for the hull.",
    "The guest wifi 'Shela Beach Villa Guest' is open, no password needed.",
    "My card ending 4417 was declined at the Malindi supermarket.",
    "The sail-maker wants our IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Booking.com extranet and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Ask Athman for the key-safe code; I don't have it.",
    "The padlock on the donkey shed rusts in the salt air; oil it monthly.",
    "Kiosk float today: KES 85,000 opening, KES 12,350 closing.",
    "M-Pesa till number 5 is the gift shop's; the paybill is for the hotel.",
    "Room 4 has the sea view; room 7 is next to the generator.",
    "Il volo da Malindi a Lamu parte alle 14:20, arrivo alle 14:50.",
    "الرحلة إلى مسقط يوم الخميس الساعة 22:15.",
    "Safarka Muqdisho wuxuu ka baxayaa 08:30.",
    "Watamu turtle watch: hatchlings expected around 12 March.",
    "HS code 8903.99 covers the dhow hull we ship to Zanzibar.",
    "Order PO-2032-311: 60 donkey halters, 30 saddle pads.",
    "The secret of a good dhow is mangrove poles from Kiunga.",
    "The password reset link expires in 30 minutes.",
    "Set `PMS_ADMIN_PASSWORD` in the secrets store, never in the repo.",
    "Pass the life jackets to the guests before leaving the jetty.",
    "Version 2.4.1 of the booking widget fixed the date picker on iOS.",
    "Generator runs 18:00–23:00; diesel 22 L per night.",
    "Kitesurf lessons at Manda: 3 hours, USD 120, gear included.",
    "Nenosiri la wageni linapatikana kwenye mapokezi.",
    "La password del wifi è scritta alla reception.",
    "The kiosk's SIM is on the Safaricom business plan, 20 GB a month.",
    "Donkey count at the sanctuary: 112, of which 9 are foals.",
    "Fuel for the tour boat: 35 L of petrol, KES 6,860.",
    "ISBN 978-9966-25-123-4 is the Lamu history book in the gift shop.",
    "Meeting with the council about the jetty on 2032-08-14 at 10:00.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/hotel/pms", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_SUM}", "file": "pms-backup-2032-07-01.tar.zst"}}',
    '{"booking": "LDT-2032-0418", "guests": 4, "boat": "Mwezi"}',
    '{"tide": {"high": "06:42", "low": "12:58"}}',
    '{"phone": "+254 700 000 118", "town": "Lamu"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "donkeys": 112}',
    '{"price_kes": 4500, "currency": "KES", "tour": "sunset dhow"}',
    '{"version": "2.4.1", "platform": "ios"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
_CLEAN_TEXTS = CLEAN + [json.dumps(m, ensure_ascii=False) for m in CLEAN_METADATA]
