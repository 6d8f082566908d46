# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-fifth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-first's docstring, the
fifth to three-hundred-and-first only to search them (grep -l/-c) for the languages, wordings,
tools, vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`), the value helpers (`secret_classes_values.py`) and the library
docs and source of python-stdnum and mnemonic; never `memories/`, the tuning corpus, the round
corpora, the corpora written at the same time (the three-hundred-and-second to
three-hundred-and-fourth), any other test, the reports, the benchmarks, the rest of
docs/security.md, the changelog nor the git history, and the scrubber was never run on it. Its
own seed (305718264), password words (a palmyra product and a year, `Odiyal2031!`; a crab's
weight, `Nandu850g#`; a ferry's name and a jetty; leet place names, `K4yts`; a tuk-tuk's plate
and stand number; a generator's dashed groups; random runs), names, places, templates, tools,
vendors and layouts, the way the staff of a fictional company (Kalaiyagam Holdings: the Maavadi
guesthouse near Nallur temple, the Panaiyolai palmyra-products shop in Jaffna town, a ferry booking
desk at Kurikadduwan jetty for Delft, a crab-export office in Mannar and the Thinnai tuk-tuk stand
at Point Pedro) and their relatives in Luzern, Oslo and Montréal/Scarborough leak secrets into an
assistant's memory. Every company, person, address, domain and number is fictional; only the
region (Jaffna and the Northern Province, Sri Lanka: Jaffna town, Point Pedro, Kayts, Delft
island, Nallur, Mannar) is real. The texts are WhatsApp- and Viber-style chats with times,
booking-desk tickets, wiki rows and breadcrumbs, ledgers, notes, runbooks, shell prompts,
voice-note transcripts, dictation and requests to the assistant itself; the separators run from a
colon, "is", `thaan`, `enna`, `eka`, `isch`, `er`, `c'est`, an arrow and `=` to an emoji (`🔑`,
`📶`), a new line, a table bar, `« … »`, quotes and brackets.

Names and tools by grep (the number of heldouts 5 to 301 that name each, `grep -l`): in none,
Nallur, Kayts, Point Pedro, Mannar, Luzern, palmyra, `மறைச்சொல்`, `රහස් පදය`, `murapadaya`; in
one, Jaffna, Scarborough, `kadavuchol`, `yaarukkum`, `keyring set`, `glab auth`, `age-keygen`; in
two to five, Delft, `මුරපදය`, wmiexec, dsconfig, ssmtp, dovecot, duply, isync, octoprint,
himalaya, inadyn, immich, radtest, emqx_ctl, ldappasswd, `sc config`, `hg clone`, `curl
--proxy-user`, `openvpn --`; in six to ten, pscp, `mc alias`, `cf login`, rabbitmqadmin,
evil-winrm, nxc, smbpasswd, schtasks, cmdkey, apksigner, jarsigner, yt-dlp, sshfs, bcp, osql, wmic,
`az login`, `vault login`, `ftp-password`, ddclient, `snmpd.conf`, `motion.conf`, `ipsec.secrets`,
zoneminder, transmission, wvdial, vncpasswd; more used before and here in wordings of their own:
`கடவுச்சொல்` (11), gitea (23), esphome (18), `WIFI:`, `otpauth://`, Basic and Bearer headers,
JWTs, PEM blocks, JDBC and ODBC strings, env files.

About half of the secret samples are in other languages than English: Sri Lankan Tamil in Tamil
script (`கடவுச்சொல்`, `மறைச்சொல்`, `குறியீடு`, `யாருக்கும் சொல்லாதே`, `இதை வைச்சிரு`) and
romanised texting (`kadavuchol`, `paaswerd`, `code-u`, `yaarukkum sollatha`, `vachiko`, `machan`,
`thambi`); Sinhala in its script (`මුරපදය`, `රහස් පදය`, `කේතය`, `කාටවත් කියන්න එපා`, `තියාගන්න`)
and romanised Singlish (`password eka`, `murapadaya`, `code eka`, `kaatawath kiyanna epa`,
`thiyaganna`, `machang`); Swiss German of the Luzern relatives (`Passwort isch`, `Chennwort`,
`Code isch`, `säg's niemerem`, `bhalt das`, `gäll`); Norwegian of the Oslo cousins (`passordet
er`, `koden er`, `ikke si det til noen`, `ta vare på denne`, `hemmelig`); Canadian French of the
Montréal uncle (`mot de passe c'est`, `le NIP`, `dis-le à personne`, `garde ça`, `le code c'est`,
`pis`, `toé`). The wordings are the author's approximations, checked by no speaker; the thinnest
guesses are the Swiss German ones (`Chennwort` for "password", `säg's niemerem`, `bhalt das`),
then the Tamil `மறைச்சொல்` ("hidden word") and `வைச்சிரு`, the Sinhala `රහස් පදය` ("secret word")
and the romanised spellings of both (`paaswerd`, `murapadaya`).

Vendors: invented local ones (NalluStay, PanaiPay, DelftFerry, KaytsSMS, MannarCrabX, ThinnaiTuk,
YarlCloud, PointPedroPOS, VanniLedger, NorthMaps, NeduntheevuTix, PalmyraMail, whose shapes and
prefixes are the author's guesses: hex, base64, URL-safe, upper-case and alphanumeric runs, UUIDs,
`nst_live_`, `ppay-sk-`, `dfy_`, `ksms.`, `mcx_pat_`, `ttk_`, `yarl-`, `ppos_`), besides the
well-known GitHub, GitLab, OpenAI, Anthropic, Stripe, Slack, AWS, Google, Telegram, Hugging Face,
SendGrid, Twilio, npm, PyPI, DigitalOcean, Shopify, Linear, Postman, Grafana, Doppler, Sentry,
Tailscale, Groq, Replicate, Brevo, Docker Hub, Vault, New Relic, Supabase, Perplexity and
Mailchimp shapes; the JWTs are well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: Norway's
fødselsnummer (`stdnum.no.fodselsnummer`, in six earlier corpora), organisasjonsnummer and MVA
number (`stdnum.no.orgnr`, `stdnum.no.mva`, three each), Canada's SIN (`stdnum.ca.sin`, three),
business number (`stdnum.ca.bn`, five) and British Columbia PHN (`stdnum.ca.bc_phn`, three),
Switzerland's AHV number (`stdnum.ch.ssn`, four) and UID (`stdnum.ch.uid`, four). Kinds no
library or this file checks (shapes guessed): Sri Lanka's NIC in its old (nine digits and V) and
new (twelve digits) forms, a Sri Lankan passport and driving licence, Québec's RAMQ number and an
Ontario health card. Card numbers pass Luhn (Visa, Mastercard, Amex, UnionPay, JCB, Discover,
checked with `stdnum.luhn`); card codes are three digits or Amex's four. The IBANs are of
Switzerland, Liechtenstein, Norway, Mauritius, Bahrain, Seychelles, the Faroe Islands and
Greenland (quoted in twenty-six to thirty-eight earlier corpora each by a rough grep), drawn until
`stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, French, Italian and
Czech lists, each checked with `Mnemonic(lang).check`. Every secret is drawn again until it is new
and no clean text holds it.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored, every secret
unique), 60 clean texts and 10 clean metadata dicts.
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
from stdnum.ca import bc_phn as ca_phn
from stdnum.ca import bn as ca_bn
from stdnum.ca import sin as ca_sin
from stdnum.ch import ssn as ch_ssn
from stdnum.ch import uid as ch_uid
from stdnum.no import fodselsnummer as no_fnr
from stdnum.no import mva as no_mva
from stdnum.no import orgnr as no_orgnr

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 305_718_264
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


_GOODS = ["Odiyal", "Panangkai", "Karupatti", "Panaiolai", "Kool", "Nandu", "Iral", "Kanavai",
          "Pinattu", "Kallu", "Thothal", "Vadai", "Maavadi", "Murukku"]  # fmt: skip
_JETTY = ["Kurikadduwan", "Neduntheevu", "Kayts", "Punguduthivu", "Velanai", "Karainagar",
          "Analaitivu", "Nainativu", "Mandaitivu", "Pesalai"]  # fmt: skip
_PLACES = ["Nallur", "Jaffna", "PointPedro", "Kayts", "Delft", "Mannar", "Chavakachcheri",
           "Valvettithurai", "Chunnakam", "Kokuvil", "Tellippalai", "Pesalai", "Talaimannar",
           "Luzern", "Kriens", "Oslo", "Grorud", "Montreal", "Scarborough"]  # fmt: skip
_NAMES = ["Tharshan", "Kavitha", "Sivakumar", "Nirosha", "Prashanth", "Mathivathani", "Kajan",
          "Thuvaraka", "Sayanthan", "Abirami", "Nuwan", "Dilini", "Chaminda", "Janaki",
          "Ragavan", "Yalini", "Mayuran", "Kowsalya", "Luxshan", "Vithusha"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["K4yts", "D3lft", "N4llur", "P4n41", "0d1y4l", "M4nn4r", "J4ffn4", "Th1nn41"]


def _crab(g: random.Random) -> str:
    """A crab's weight, the way the Mannar export crew jokes a password together."""
    return f"Nandu{g.choice([450, 600, 750, 850, 920, 1100])}g{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Three random groups of six, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


def _plate(g: random.Random) -> str:
    """A tuk-tuk's (invented) plate and its stand number."""
    return f"NP{_r(g, UPPER, 2)}{g.randrange(1000, 10_000)}stand{g.randrange(2, 40)}"


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_GOODS)}{g.randrange(2025, 2036)}{g.choice(_SYMBOLS)}",
    _crab,
    lambda g: f"{g.choice(_JETTY)}{g.choice(_GOODS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1965, 2010)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2036)) + g.choice(_SYMBOLS),
    _manager,
    _plate,
    lambda g: f"{g.choice(_PLACES).lower()}.{g.choice(_GOODS).lower()}.{g.randrange(10, 1000)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"Ferry{g.choice(_JETTY)}{g.randrange(100, 1000)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Viber, front desk Maavadi guesthouse, Kajan: the Hikvision NVR admin password is {pw}",
    "note to self: booking laptop at the Nallur desk, Windows password {pw}",
    "Kurikadduwan ferry desk, ticket printer web console password: {pw}",
    "Crab office Mannar — the cold-room controller's password is {pw}, don't change it",
    "Tharshan, the POS tablet at the palmyra shop wants its password again: {pw}",
    "please remember: the tuk stand's dispatch phone password = {pw}",
    "Password for the shared Gmail of the ferry desk → {pw}",
    "runbook, guesthouse router, section 3: admin password {pw}",
    "ledger laptop (Point Pedro): pass word '{pw}'",
    "🔑 guesthouse CCTV password: {pw}",
    "கடவுச்சொல்: {pw} — யாருக்கும் சொல்லாதே",
    "விருந்தினர் இல்லத்து கணினியின் கடவுச்சொல் {pw} தான், இதை வைச்சிரு",
    "மறைச்சொல் → {pw}",
    "கடைக் கணக்குப் புத்தக மென்பொருள் கடவுச்சொல் «{pw}»",
    "machan, shop laptop kadavuchol {pw}, yaarukkum sollatha",
    "ferry desk pc paaswerd enna? {pw} thaan, vachiko",
    "thambi, crab office email kadavuchol: {pw}",
    "මුරපදය: {pw} කාටවත් කියන්න එපා",
    "කඩේ ලැප්ටොප් එකේ මුරපදය {pw} තියාගන්න",
    "රහස් පදය = {pw}",
    "machang, tuk stand phone eke password eka {pw}, kaatawath kiyanna epa",
    "guesthouse wifi router murapadaya: {pw} thiyaganna",
    "S Passwort vom Buechigs-Laptop isch {pw}, säg's niemerem gäll",
    "Chennwort: {pw} — bhalt das",
    "s Passwort für d'Ferry-Site isch \"{pw}\"",
    "Passordet til bookingsystemet er {pw}, ikke si det til noen",
    "hemmelig! passord: {pw} — ta vare på denne",
    "passordet til kassa i butikken er {pw}",
    "Le mot de passe du portail des crabes, c'est {pw}. Dis-le à personne.",
    "mot de passe de l'ordi à mon oncle : {pw}, garde ça",
    "Toé, le mot de passe c'est {pw} pis c'est tout",
    "assistant, store this: palmyra shop Shopify staff password {pw}",
    "Crab export portal (customs) — password: `{pw}`",
    "Delft ferry Facebook page password is now {pw} (changed after Kajan left)",
    "dispatch app admin pw: {pw}",
    "voice note: the password for the guesthouse booking tablet is {pw}, all as I said",
]  # fmt: skip
_said = _Family("password_sentence", _SAID, _with(_pw), "pw")


_USERS = ["tharshan", "kavitha.s", "sivakumar", "nirosha", "prashanth.k", "mathi", "kajan",
          "thuvaraka", "sayanthan", "abirami", "nuwan", "dilini.p", "chaminda", "janaki",
          "ragavan", "yalini", "mayuran", "kowsalya", "luxshan", "vithusha", "frontdesk",
          "crabdesk", "svc-ferry"]  # fmt: skip
_LOGINS = [
    "Viber, Kajan: the Hikvision login is {u} / {pw}",
    "booking desk ticket 2211: {u} locked out of the ferry console, last password {pw}",
    "user {u} pass {pw}",
    "Wiki › Guesthouse › Router › TP-Link: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| crab portal | {u} | {pw} |",
    "sign in to the palmyra shop POS as {u} with {pw}",
    "POS login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: ferry-desk-pc\n  user: {u}\n  password: {pw}",
    "Kavitha says the customs portal account is {u} and the password is {pw}",
    "system,user,password\nthinnai-dispatch,{u},{pw}",
    "ssh {u}@nvr.maavadi.lan (password {pw})",
    "பயனர் பெயர் {u}, கடவுச்சொல் {pw}",
    "username {u}, kadavuchol {pw} — yaarukkum sollatha",
    "පරිශීලක නාමය {u}, මුරපදය {pw}",
    "user eka {u}, password eka {pw}",
    "Benutzer {u}, Passwort isch {pw}",
    "brukernavn {u}, passord {pw}",
    "utilisateur {u} pis mot de passe {pw}",
    "crab portal creds: {u} and {pw}",
    "the guesthouse Booking extranet: login {u} / pw {pw}",
    "{u} / {pw} for the tuk stand's dispatch laptop",
    "ID: {u} 🔑 {pw}",
    "Yalini: ferry desk account is {u}, pass is {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["panangkai", "nandu", "kanavai", "pinattu", "thothal", "murukku", "neduntheevu",
               "vallarai", "mullai", "sembu", "thalam", "puttu", "kozhukattai", "iral"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small letters, then {d}",
    "password: {w}, and right after it the number {d}",
    "for the ferry console it's {w} with {d} at the end",
    "voice note: the guesthouse wifi password is {w} and then {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, the word and the digits joined",
    "கடவுச்சொல் {w} என்ற சொல், அதன் பிறகு {d}",
    "kadavuchol {w} nu oru word, apram {d}",
    "මුරපදය {w} කියන වචනය, ඊට පස්සේ {d}",
    "s Passwort isch s Wort {w}, denn {d}",
    "passordet er ordet {w}, så {d}",
    "le mot de passe c'est le mot {w}, pis {d} après",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index * 5 % len(_SAID_WORDS)]  # no word twice
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "radtest {u} '{pw}' radius.kalaiyagam.lan 0 testing123",
    "emqx_ctl admins add {u} '{pw}'",
    "ldappasswd -H ldap://dc.kalaiyagam.lan -x -D 'cn=admin,dc=kalaiyagam,dc=lan' -w '{pw}' -S uid={u},ou=staff,dc=kalaiyagam,dc=lan",
    "pscp -pw '{pw}' bookings.csv {u}@ferry-desk.kalaiyagam.lan:/srv/desk/",
    "mc alias set yarl https://s3.kalaiyagam.lan {u} '{pw}'",
    "cf login -a https://api.cf.kalaiyagam.lan -u {u} -p '{pw}'",
    "rabbitmqadmin -H mq.kalaiyagam.lan -u {u} -p '{pw}' list queues",
    "wmiexec.py 'KALAIYAGAM/{u}:{pw}@10.41.0.15' 'ipconfig'",
    "nxc smb 10.41.0.0/24 -u {u} -p '{pw}' --shares",
    "evil-winrm -i 10.41.0.12 -u {u} -p '{pw}'",
    "smbclient //nas.kalaiyagam.lan/bookings -U '{u}%{pw}'",
    "schtasks /Create /S ledger-pc /U {u} /P {pw} /TN nightly /TR backup.cmd /SC DAILY",
    "cmdkey /add:nas.kalaiyagam.lan /user:{u} /pass:{pw}",
    "apksigner sign --ks thinnai.jks --ks-pass pass:{pw} dispatch.apk",
    "jarsigner -keystore ferry.jks -storepass '{pw}' tickets.jar ferry",
    "yt-dlp -u {u} -p '{pw}' https://video.kalaiyagam.lan/delft-promo",
    "sshfs -o password_stdin {u}@nas.kalaiyagam.lan:/photos /mnt/photos <<< '{pw}'",
    "bcp Bookings.dbo.Ferry out ferry.dat -S sql.kalaiyagam.lan -U {u} -P '{pw}' -c",
    "osql -S ledger-sql -U {u} -P {pw} -Q 'select count(*) from sales'",
    "wmic /node:ledger-pc /user:{u} /password:{pw} os get caption",
    "sc config CrabSync obj= KALAIYAGAM\\{u} password= {pw}",
    "az login -u {u}@kalaiyagam-lk.net -p '{pw}'",
    "vault login -method=userpass username={u} password='{pw}'",
    "hg clone https://{u}:{pw}@hg.kalaiyagam.lan/palmyra-shop",
    "curl --proxy-user {u}:{pw} -x http://proxy.kalaiyagam.lan:3128 https://example.org",
    "wget --ftp-user={u} --ftp-password='{pw}' ftp://ftp.kalaiyagam.lan/crab/invoices.zip",
    "openvpn --config desk.ovpn --auth-user-pass <(printf '%s\\n' {u} '{pw}')",
    "glab auth login --hostname git.kalaiyagam.lan --token '{pw}'",
    "keyring set ferry-desk {u} <<< '{pw}'",
    "dsconfig -h ds.kalaiyagam.lan -p 4444 -D 'cn=Directory Manager' -w '{pw}' -X -n list-backends",
    "smbpasswd -a -s {u} <<< $'{pw}\\n{pw}'",
    "mysqladmin -h pos-db.kalaiyagam.lan -u {u} -p'{pw}' status",
    "vncpasswd -f <<< '{pw}' > ~/.vnc/passwd",
    "zip -P '{pw}' crab-invoices-2032.zip invoices/*.pdf",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "PS C:\\desk> {c}", "kajan@maavadi-nuc:~$ {c}", "root@ferry-desk:~# {c}",
    "the command I ran on the crab office PC: {c}", "history | tail -1\n  512  {c}",
    "Termux on the dispatch phone: {c}", "நான் ஓட்டிய கட்டளை: {c}", "run kala command eka: {c}",
    "de Befehl woni gmacht ha: {c}", "kommandoen jeg kjørte: {c}", "la commande que j'ai lancée : {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgres://{u}:{pw}@pg.kalaiyagam.lan:5432/bookings",
    "mysql://{u}:{pw}@pos-db.kalaiyagam.lan/palmyra_shop",
    "mongodb+srv://{u}:{pw}@crab.kalaiyagam-lk.net/exports",
    "redis://{u}:{pw}@cache.kalaiyagam.lan:6379/0",
    "ftp://{u}:{pw}@ftp.kalaiyagam.lan/ferry/manifests",
    "https://{u}:{pw}@dav.kalaiyagam.lan/remote.php/dav/files/{u}/",
    "rtsp://{u}:{pw}@cam-gate.maavadi.lan:554/Streaming/Channels/101",
    "amqp://{u}:{pw}@mq.kalaiyagam.lan:5672/dispatch",
    "mssql+pyodbc://{u}:{pw}@ledger-sql.kalaiyagam.lan/Ledger?driver=ODBC+Driver+18+for+SQL+Server",
    "jdbc:mysql://pos-db.kalaiyagam.lan:3306/shop?user={u}&password={pw}",
    "Server=ledger-sql.kalaiyagam.lan;Database=Ledger;User Id={u};Password={pw};",
    "sftp://{u}:{pw}@crab-edi.kalaiyagam-lk.net:22/outbound/",
    "imaps://{u}:{pw}@mail.kalaiyagam-lk.net:993",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "old connection string, keep it: {c}", "இணைப்பு: {c}",
    "connection eka: {c}", "booking desk ticket 2230: {c}", "Wiki page 'Databases': {c}",
    "d'Verbindig isch {c}", "tilkoblingen: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "kalaiyagam", "sub": f"acct_{_r(g, LOWER_DIGITS, 14)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "bookings:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 20)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("NalluStay", "NALLUSTAY_SECRET_KEY", _j("nst_live_", (ALNUM, 32))),
    ("PanaiPay", "PANAIPAY_SECRET", _j("ppay-sk-", (LOWER_DIGITS, 40))),
    ("DelftFerry", "DELFTFERRY_API_TOKEN", _j("dfy_", (URLSAFE, 36))),
    ("KaytsSMS", "KAYTSSMS_AUTH", _j("ksms.", (HEX, 40))),
    ("MannarCrabX", "MANNARCRABX_PAT", _j("mcx_pat_", (ALNUM, 40))),
    ("ThinnaiTuk", "THINNAITUK_KEY", _j("ttk_", (UPPER_DIGITS, 32))),
    ("YarlCloud", "YARLCLOUD_TOKEN", _j("yarl-", (B64, 44))),
    ("PointPedroPOS", "PPOS_API_KEY", _j("ppos_", (HEX, 48))),
    ("VanniLedger", "VANNILEDGER_CLIENT_SECRET", lambda g: v.uuid4(g, "8")),
    ("NorthMaps", "NORTHMAPS_KEY", _j((HEX, 32))),
    ("NeduntheevuTix", "NEDUNTHEEVU_TIX_TOKEN", _vendor_jwt("https://auth.neduntheevutix.example")),
    ("PalmyraMail", "PALMYRAMAIL_API_KEY", _j((ALNUM, 48))),
    ("GitHub", "GITHUB_TOKEN", _j("ghp_", (ALNUM, 36))),
    ("GitLab", "GITLAB_TOKEN", _j("glpat-", (URLSAFE, 20))),
    ("OpenAI", "OPENAI_API_KEY", _j("sk-proj-", (URLSAFE, 64))),
    ("Anthropic", "ANTHROPIC_API_KEY", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("Stripe", "STRIPE_SECRET_KEY", _j("sk_live_", (ALNUM, 99))),
    ("Slack", "SLACK_BOT_TOKEN", lambda g: f"xoxb-{_r(g, D, 12)}-{_r(g, D, 13)}-{_r(g, ALNUM, 24)}"),
    ("AWS", "AWS_SECRET_ACCESS_KEY", _j((B64, 40))),
    ("Google", "GOOGLE_MAPS_KEY", _j("AIza", (URLSAFE, 35))),
    ("Telegram", "TELEGRAM_BOT_TOKEN", lambda g: f"{_r(g, D, 10)}:AA{_r(g, URLSAFE, 33)}"),
    ("Hugging Face", "HF_TOKEN", _j("hf_", (ALNUM, 34))),
    ("SendGrid", "SENDGRID_API_KEY", lambda g: f"SG.{_r(g, URLSAFE, 22)}.{_r(g, URLSAFE, 43)}"),
    ("Twilio", "TWILIO_API_SECRET", _j("SK", (HEX, 32))),
    ("npm", "NPM_TOKEN", _j("npm_", (ALNUM, 36))),
    ("PyPI", "PYPI_TOKEN", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 70))),
    ("DigitalOcean", "DIGITALOCEAN_TOKEN", _j("dop_v1_", (HEX, 64))),
    ("Shopify", "SHOPIFY_ADMIN_TOKEN", _j("shpat_", (HEX, 32))),
    ("Linear", "LINEAR_API_KEY", _j("lin_api_", (ALNUM, 40))),
    ("Postman", "POSTMAN_API_KEY", lambda g: f"PMAK-{_r(g, HEX, 24)}-{_r(g, HEX, 34)}"),
    ("Grafana", "GRAFANA_SA_TOKEN", lambda g: f"glsa_{_r(g, ALNUM, 32)}_{_r(g, HEX, 8)}"),
    ("Doppler", "DOPPLER_TOKEN", _j("dp.st.prd.", (ALNUM, 43))),
    ("Tailscale", "TS_AUTHKEY", lambda g: f"tskey-auth-{_r(g, ALNUM, 17)}-{_r(g, ALNUM, 33)}"),
    ("Groq", "GROQ_API_KEY", _j("gsk_", (ALNUM, 52))),
    ("Replicate", "REPLICATE_API_TOKEN", _j("r8_", (ALNUM, 37))),
    ("Brevo", "BREVO_API_KEY", lambda g: f"xkeysib-{_r(g, HEX, 64)}-{_r(g, ALNUM, 16)}"),
    ("Docker Hub", "DOCKERHUB_TOKEN", _j("dckr_pat_", (URLSAFE, 27))),
    ("Vault", "VAULT_TOKEN", _j("hvs.", (URLSAFE, 24))),
    ("New Relic", "NEW_RELIC_API_KEY", _j("NRAK-", (UPPER_DIGITS, 27))),
    ("Supabase", "SUPABASE_ACCESS_TOKEN", _j("sbp_", (HEX, 40))),
    ("Perplexity", "PPLX_API_KEY", _j("pplx-", (ALNUM, 48))),
    ("Mailchimp", "MAILCHIMP_API_KEY", _j((HEX, 32), "-us21")),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}='{tok}'",
    "fly secrets set {env}={tok}",
    "docker run -e {env}={tok} kalaiyagam/bookings:3.1",
    "k8s Secret stringData:\n  {env}: \"{tok}\"",
    "GitHub Actions: gh secret set {env} --body '{tok}'",
    "Booking admin › Settings › Integrations › {vendor}: {tok}",
    "Wiki table 'Integrations': | {vendor} | 2032 | {tok} |",
    "todo: rotate the {vendor} key {tok}",
    "Viber, Kajan: {vendor} key for the booking sync: {tok}",
    "desk ticket 2240: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "{vendor} API சாவி: {tok}",
    "{vendor} API key {tok} thaan, yaarukkum sollatha",
    "{vendor} API යතුර: {tok}",
    "{vendor} API key eka {tok}",
    "API-Schlüssel vo {vendor} für d'Buechig: {tok}",
    "API-nøkkelen til {vendor} er {tok}",
    "la clé d'API {vendor} c'est {tok}, garde ça",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    maps = _r(rng, HEX, 32)
    crab = _r(rng, ALNUM, 40)
    sms = _r(rng, HEX, 40)
    stay = _r(rng, URLSAFE, 32)
    return [
        Sample("vendor_token", f'resp = httpx.get("https://api.northmaps.example/v1/route", headers={{"X-Api-Key": "{maps}"}})', maps),
        Sample("vendor_token", f"const client = new MannarCrabX({{ apiKey: \"{crab}\" }});", crab),
        Sample("vendor_token", f"curl -H 'X-KaytsSMS-Key: {sms}' https://api.kaytssms.example/send", sms),
        Sample("vendor_token", f"<add key=\"NalluStayApiSecret\" value=\"{stay}\" />", stay),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "Viber: {t}", "it shows it only once, so here:\n{t}", "இதோ: {t}",
                "meka thiyaganna: {t}", "{t}\n^ neu, de alt isch tot", "ta vare på denne: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "AES key of the door-lock cards at the guesthouse: {h}": 32,
    "HMAC secret for the PanaiPay webhook: {h}": 64,
    "WireGuard-less IPsec PSK (hex) between Mannar and Jaffna: {h}": 64,
    "encryption key for the ferry manifest backups: {h}": 48,
    "LoRa AppKey, cold-room sensor at the crab office: {h}": 32,
    "காப்பு மறையாக்க சாவி: {h}": 64,
    "backup encryption key eka: {h}": 64,
    "Verschlüsseligsschlüssel vom Backup: {h}": 48,
    "clé de chiffrement des sauvegardes : {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "desk ticket 2251: token copied out of the browser's network tab {t}",
    "Cookie: lang=ta; maavadi_session={t}",
    "BOOKINGS_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "token: {t}",
    "token eka {t}",
    "le jeton c'est {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@kalaiyagam-lk.net"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.kalaiyagam-lk.net/realms/desk", "azp": "ferry-console",
                   "roles": ["desk", "cashier"]}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key of the booking server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/bookings.kalaiyagam-lk.net.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"CUSTOMS_EDI_PRIVATE_KEY": "{key}", "partner": "mannar-crab"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_desk <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "desk ticket 2260, pasted by the contractor:\n{key}": ("PRIVATE KEY", "\n"),
    "சேவையகத்தின் தனிப்பட்ட சாவி:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the crab exporter's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


SEED_LANGUAGES = ["english", "french", "italian", "czech"]
_SEED_PLACES = {  # template: the word list's language
    "Trust Wallet recovery phrase, copying it before I wipe the old phone: {p}": "english",
    "guesthouse savings wallet, recovery words\n{p}": "english",
    "Exodus wallet words (the crab fund, emptied): {p}": "english",
    "seed backup of the ledger laptop's wallet: {p}": "english",
    "voice note: the wallet recovery words are {p} and that's all of them": "english",
    "மீட்பு சொற்றொடர்: {p}": "english",
    "wallet eke recovery phrase eka: {p}": "english",
    "d'Wiederherstellungs-Wörter vom Wallet: {p}": "english",
    "phrase de récupération du portefeuille à mon oncle : {p}": "french",
    "les mots de récupération, garde ça : {p}": "french",
    "frase di recupero del wallet (cugina a Lugano): {p}": "italian",
    "obnovovací fráze peněženky dodavatele z Brna: {p}": "czech",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in SEED_LANGUAGES}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        " - ".join(words),
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
        " | ".join(words),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "Viber, Kajan: the company card for the guesthouse linen order is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "desk ticket 2272: pay the ferry engine service with card {c}",
    "என் அட்டை எண்: {c}, {mm}/{yy}",
    "en card number {c}, yaarukkum sollatha",
    "මගේ කාඩ් අංකය: {c}",
    "card number eka {c}, {mm}/{yy}",
    "mini Chartenummere isch {c}, gültig bis {mm}/{yy}",
    "kortnummeret mitt er {c}, utløper {mm}/{yy}",
    "mon numéro de carte c'est {c}, exp {mm}/{yy}",
    "card for the crab office's shipping account: {c}",
]  # fmt: skip
CARD_BRANDS = ["visa", "mastercard", "amex", "unionpay", "jcb", "discover"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, CARD_BRANDS[index % len(CARD_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, ["-", " ", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/36, security code {cvv}",
               "the three digits on the back are {cvv}",
               "Amex {c}, four-digit CID on the front: {cvv}",
               "அட்டையின் பின்னால் உள்ள மூன்று இலக்கங்கள்: {cvv}",
               "CVC-koden på baksiden: {cvv}",
               "les trois chiffres en arrière de la carte : {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"CH": "n" * 5 + "c" * 12, "LI": "n" * 5 + "c" * 12, "NO": "n" * 11,
                "MU": "aaaa" + "n" * 19 + "aaa", "BH": "aaaa" + "c" * 14,
                "SC": "aaaa" + "n" * 20 + "aaa", "FO": "n" * 14, "GL": "n" * 14}  # fmt: skip
IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice PP-2032-044: please pay the palmyra-leaf baskets to {i} within 30 days",
    "save the Luzern cousin's IBAN: {i}",
    "IBAN: {i}\nReference: guesthouse deposit, room 4",
    "Viber #accounts: the Oslo buyer's new bank details, IBAN {i}",
    "என் IBAN: {i}",
    "IBAN eka {i}",
    "mini IBAN isch {i}",
    "IBAN-en min er {i}",
    "mon IBAN c'est {i}",
    "Mauritius crab buyer, IBAN {i}",
    "the Bahrain importer's account, IBAN {i}",
    "Victoria (Seychelles) agent's IBAN → {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, IBAN_COUNTRIES[index % len(IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _fnr(g: random.Random) -> str:
    """A Norwegian fødselsnummer: a birth date and five digits, two of them check digits."""

    def make(h: random.Random) -> str:
        return f"{h.randrange(1, 29):02d}{h.randrange(1, 13):02d}{h.randrange(60, 100):02d}{_r(h, D, 5)}"

    return v.until(g, make, no_fnr.is_valid)


def _orgnr(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("89") + _r(h, D, 8), no_orgnr.is_valid)


def _mva(g: random.Random) -> str:
    return f"NO{_orgnr(g)}MVA"


def _sin(g: random.Random) -> str:
    number = v.until(g, lambda h: h.choice("123456") + _r(h, D, 8), ca_sin.is_valid)
    return f"{number[:3]} {number[3:6]} {number[6:]}"


def _bn(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("123456789") + _r(h, D, 8), ca_bn.is_valid)


def _phn(g: random.Random) -> str:
    number = v.until(g, lambda h: "9" + _r(h, D, 9), ca_phn.is_valid)
    return f"{number[:4]} {number[4:7]} {number[7:]}"


def _ahv(g: random.Random) -> str:
    number = v.until(g, lambda h: "756" + _r(h, D, 10), ch_ssn.is_valid)
    return str(ch_ssn.format(number))


def _uid(g: random.Random) -> str:
    number = v.until(g, lambda h: "CHE" + _r(h, D, 9), ch_uid.is_valid)
    return str(ch_uid.format(number))


def _nic_old(g: random.Random) -> str:
    """An old Sri Lankan NIC: year, day of year (+500 for women), three digits, V or X."""
    day = g.randrange(1, 366) + g.choice([0, 500])
    return f"{g.randrange(60, 100):02d}{day:03d}{_r(g, D, 4)}{g.choice('VX')}"


def _nic_new(g: random.Random) -> str:
    day = g.randrange(1, 366) + g.choice([0, 500])
    return f"{g.randrange(1960, 2006)}{day:03d}{_r(g, D, 5)}"


def _lk_passport(g: random.Random) -> str:
    return g.choice("NP") + _r(g, D, 7)


def _lk_licence(g: random.Random) -> str:
    return "B" + _r(g, D, 7)


def _ramq(g: random.Random) -> str:
    return f"{_r(g, UPPER, 4)} {_r(g, D, 4)} {_r(g, D, 4)}"


def _ohip(g: random.Random) -> str:
    return f"{_r(g, D, 4)}-{_r(g, D, 3)}-{_r(g, D, 3)}-{_r(g, UPPER, 2)}"


# template → (maker, the python-stdnum module that checks it, or None)
_ID_PLACES: dict[str, tuple[Maker, Any]] = {
    "fødselsnummeret mitt: {s}, ikke si det til noen": (_fnr, no_fnr),
    "Norwegian national id (fødselsnummer) of the Oslo cousin for the guesthouse form: {s}": (_fnr, no_fnr),
    "fnr {s} — ta vare på denne": (_fnr, no_fnr),
    "organisasjonsnummer til fiskeoppkjøperen i Oslo: {s}": (_orgnr, no_orgnr),
    "MVA-nummer på fakturaen: {s}": (_mva, no_mva),
    "my SIN for the Scarborough tax form: {s}": (_sin, ca_sin),
    "mon NAS (numéro d'assurance sociale) c'est {s}": (_sin, ca_sin),
    "Social Insurance Number of the Montréal uncle: {s}": (_sin, ca_sin),
    "business number of the Toronto palmyra importer (BN): {s}": (_bn, ca_bn),
    "BC PHN of the Vancouver cousin, for the travel insurance: {s}": (_phn, ca_phn),
    "AHV-Nummere vom Papi: {s}, säg's niemerem": (_ahv, ch_ssn),
    "AHV number of the Luzern relative for the booking: {s}": (_ahv, ch_ssn),
    "numéro AVS de ma tante à Genève : {s}": (_ahv, ch_ssn),
    "UID vo de Luzerner Firma uf de Rächnig: {s}": (_uid, ch_uid),
    "தேசிய அடையாள அட்டை எண்: {s}": (_nic_old, None),
    "en NIC number {s}, yaarukkum sollatha": (_nic_new, None),
    "ජාතික හැඳුනුම්පත් අංකය: {s}": (_nic_new, None),
    "NIC eka {s}": (_nic_old, None),
    "Sri Lankan passport of the guest in room 3: {s}": (_lk_passport, None),
    "driving licence no. of the tuk-tuk driver: {s}": (_lk_licence, None),
    "numéro d'assurance maladie (RAMQ) de mon oncle : {s}": (_ramq, None),
    "Ontario health card of the Scarborough cousin: {s}": (_ohip, None),
}  # fmt: skip
CHECKED_IDS = {template: module for template, (_, module) in _ID_PLACES.items() if module}
_national = _Family(
    "national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t][0](g)}, "s"
)


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 6)}" for _ in range(n)]


_BACKUPS = ["Google backup codes for the guesthouse account\n{codes}",
            "2FA recovery codes of the ferry desk Microsoft account: {codes}",
            "காப்பு குறியீடுகள் (2FA):\n{codes}",
            "2FA backup codes eka: {codes}",
            "Backup-Codes vom Mail-Konto, bhalt das: {codes}",
            "reservekoder for to-trinns: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/NalluStay:kajan@kalaiyagam-lk.net?secret={s}&issuer=NalluStay&digits=6",
              "2FA setup key for the crab portal (can't scan the QR): {s}",
              "TOTP secret of the PanaiPay merchant login: {s}",
              "2FA setup key eka: {s}"]  # fmt: skip
_CODES = ["{c} is your PanaiPay verification code",
          "உங்கள் OTP குறியீடு {c}. யாருக்கும் பகிர வேண்டாம்",
          "ඔබගේ OTP කේතය {c}. කාටවත් දෙන්න එපා",
          "Engangskoden din er {c}",
          "Votre code de vérification Caisse Laurentide : {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Maavadi-Guest", "Maavadi_Staff_5G", "Panaiyolai-Shop", "DelftFerryDesk",
          "Kurikadduwan-Jetty", "MannarCrab-Cold", "Thinnai-Tuk", "SLT-Fiber-Nallur",
          "Dialog4G-7731", "Kayts-Home", "PointPedro-Stand"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "guesthouse network {s}, password {pw}",
    "wifi at the ferry desk: {s} / {pw}",
    "the key printed under the router at the crab office: {pw}",
    "வைஃபை {s} கடவுச்சொல் {pw}",
    "wifi {s} kadavuchol {pw}",
    "වයිෆයි {s} මුරපදය {pw}",
    "wifi {s} eke password eka {pw}",
    "s WLAN {s} het s Passwort {pw}",
    "wifi-passordet til {s} er {pw}",
    "le mot de passe du wifi {s} c'est {pw}",
    "IoT wifi for the cold-room sensors: ssid {s}, psk {pw}",
    "📶 {s} 🔑 {pw}",
    "router card, {s}: WPA key {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("nst_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("dfy_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone] {t}",
          "(spaced so the Viber preview hides it) {t}", "ஒவ்வொரு எழுத்தாக: {t}",
          "akuren akura: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["களஞ்சியப் பூட்டின் குறியீடு: {pw}", "shop padlock code-u {pw}, yaarukkum sollatha",
          "ගබඩාවේ අගුලේ කේතය: {pw}", "padlock code eka {pw}",
          "de Code vom Veloschloss isch {pw}", "koden til boden er {pw}",
          "le NIP du cadenas c'est {pw}", "the guesthouse key-box takes {pw} then #",
          "gate code at the Kurikadduwan ferry office: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["odiyal", "palmyra", "ferry", "jetty", "lagoon", "pony", "crab", "kool",
                 "temple", "chariot", "tamarind", "karupatti", "monsoon", "banyan", "coral",
                 "lighthouse"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the desk vault: {p}": " ",
            "KeePassXC database passphrase: {p}": " ",
            "Proton Pass passphrase: {p}": "-", "VeraCrypt volume passphrase: {p}": ".",
            "கடவுச்சொற்றொடர்: {p}": " ", "passphrase eka: {p}": "_",
            "passfrasen til backupen er {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Postman, header Authorization: Basic {v}": True,
    "proxy_set_header Authorization \"Basic {v}\";": True,
    "HTTPie history: Authorization: Bearer {v}": False,
    "curl -H 'Authorization: Basic {v}' https://bookings.kalaiyagam-lk.net/api/rooms": True,
    "Bruno collection export: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "/etc/ssmtp/ssmtp.conf:\nmailhub=smtp.kalaiyagam-lk.net:587\nAuthUser=desk@kalaiyagam-lk.net\nAuthPass={pw}",
    "dovecot-sql.conf.ext:\nconnect = host=pg.kalaiyagam.lan dbname=mail user=dovecot password={pw}",
    "~/.duply/bookings/conf:\nGPG_KEY='D3A1F0C2'\nGPG_PW='{pw}'",
    "~/.mbsyncrc:\nIMAPAccount desk\nHost mail.kalaiyagam-lk.net\nUser desk\nPass {pw}",
    "inadyn.conf:\nprovider default@dyndns.org {{\n    username = maavadi\n    password = {pw}\n}}",
    "ddclient.conf:\nprotocol=dyndns2\nlogin=maavadi\npassword='{pw}'",
    "transmission settings.json:\n\"rpc-username\": \"desk\",\n\"rpc-password\": \"{pw}\",",
    "wvdial.conf:\n[Dialer Defaults]\nUsername = dialog\nPassword = {pw}",
    "zm.conf:\nZM_DB_USER=zmuser\nZM_DB_PASS={pw}",
    "immich .env:\nDB_USERNAME=postgres\nDB_PASSWORD={pw}",
    "gitea app.ini:\n[database]\nUSER = gitea\nPASSWD = {pw}",
    "esphome secrets.yaml:\nwifi_ssid: \"MannarCrab-Cold\"\nwifi_password: \"{pw}\"",
    "motion.conf:\nnetcam_url rtsp://cam-gate.maavadi.lan/stream\nnetcam_userpass admin:{pw}",
    "snmpd.conf:\ncreateUser nmsuser SHA \"{pw}\" AES \"{pw}\"",
    "ipsec.secrets:\n10.41.0.1 10.42.0.1 : PSK \"{pw}\"",
    "himalaya config.toml:\n[accounts.desk]\nbackend.auth.raw = \"{pw}\"",
    "octoprint config.yaml:\nwebcam:\n  stream: http://admin:{pw}@cam.maavadi.lan/mjpg",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "[07:02] Kajan: guesthouse wifi password?\n[07:03] Yalini: {pw}",
    "Tharshan: root pw for the ferry desk server?\nNirosha: {pw}",
    "Abirami: {pw} is the new POS admin password",
    "Nuwan: use {pw}, that's what the NVR has now",
    "கவிதா: புதிய கடவுச்சொல் {pw}",
    "Mayuran: machan, puthu kadavuchol {pw}",
    "දිලිනි: අලුත් මුරපදය {pw}",
    "Luxshan (Luzern): s neue Passwort isch {pw}",
    "Vithusha (Oslo): nytt passord er {pw}",
    "Ragavan (Montréal): le nouveau mot de passe c'est {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


def _bitlocker(g: random.Random) -> str:
    return "-".join(str(11 * g.randrange(1000, 65_536)).zfill(6) for _ in range(8))


def _grouped_key(g: random.Random) -> str:
    return "-".join(_r(g, UPPER_DIGITS, 4) for _ in range(6))


_RECOVERY = {  # template: how its key is drawn
    "BitLocker recovery key of the ledger laptop: {k}": _bitlocker,
    "BitLocker மீட்பு சாவி: {k}": _bitlocker,
    "Wiederherstellungsschlüssel vom Laptop (BitLocker): {k}": _bitlocker,
    "Apple ID recovery key of the guesthouse iPad: {k}": _grouped_key,
    "gjenopprettingsnøkkel for kontoen: {k}": _grouped_key,
    "recovery key eka: {k}": _grouped_key,
    "clé de récupération du compte : {k}": _grouped_key,
    "Bitwarden recovery code for the desk vault: {k}": _j((UPPER_DIGITS, 28)),
}  # fmt: skip
_recovery = _Family("recovery_key", list(_RECOVERY), lambda g, i, t: {"k": _RECOVERY[t](g)}, "k")

# How many samples each family draws (390 in all, heldout293's proportions).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 56),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 5), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16), (_chats, 10),
    (_recovery, 8),
]  # fmt: skip


def _draw_all(rng: random.Random) -> list[Sample]:
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _fresh(samples: list[Sample]) -> bool:
    """Every secret unique, none inside another sample's secret or any clean text."""
    seen = [s.secret for s in samples]
    if len(set(seen)) != len(seen):
        return False
    clean = "\n".join(CLEAN) + json.dumps(CLEAN_METADATA, ensure_ascii=False)
    return not any(secret in clean for secret in seen)


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    for _ in range(50):  # drawn again until every secret is new and no clean text holds it
        out = _draw_all(rng)
        if _fresh(out):
            return out
    raise ValueError("no fresh draw")


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the POS admin password is": "{s}", "NVR service pw:": "{s} (since the camera swap in March)",
    "கடவுச்சொல்": "{s}", "ferry console password": "{s}\nchange it after the festival",
    "මුරපදය": "{s}", "Passwort isch": "{s}", "passordet er": "{s}",
    "le mot de passe c'est": "{s}", "the password Kajan read out over the phone was": "{s}, I think",
    "kadavuchol": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "NorthMaps API key", "{s}", _j((HEX, 32))),
    ("split_token", "DelftFerry token:", "{s} (ticket sync)", _j("dfy_", (URLSAFE, 36))),
    ("split_token", "VanniLedger client secret", "{s}", lambda g: v.uuid4(g, "8")),
    ("split_seed", "Trust Wallet backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 11/36", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "CH"))),
    ("split_backup", "Google backup codes", "{s}\nkpqw42-7mx2dd\nbtrz81-h3vz9k", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "fødselsnummer", "{s}", _fnr),
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


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"nvr": {"url": "https://nvr.maavadi.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"kadavuchol": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "kajan", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"devices": [{"name": "pos-1"}, {"name": "pos-2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["rabbitmqadmin", "-H", "mq.kalaiyagam.lan", "-u", "desk", "-p", "{s}", "list", "queues"]}': ("meta_password", _plain_pw),
    '{"note": "கடை கணினியின் கடவுச்சொல் {s}"}': ("meta_password", _plain_pw),
    '{"මුරපදය": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the ferry console as desk with the password {s}"}': ("meta_password", _plain_pw),
    '{"northmaps": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"panaiPaySecret": "{s}"}': ("meta_token", _j("ppay-sk-", (LOWER_DIGITS, 40))),
    '{"kaytssms_key": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/36"}}': ("meta_card", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "NO")),
    '{"guest": {"ahv_number": "{s}"}}': ("meta_id", _ahv),
    '{"mfa": {"recovery_codes": ["{s}", "kpqw42-7mx2dd", "btrz81-h3vz9k"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"crab_fund_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"door_locks": {"aes_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"storeroom": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Maavadi_Staff_5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"escpos-3.1-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"nvr-firmware-5.7.3.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/kalaiyagam/bookings:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"bookings: add Delft ferry seat map", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"shop: revert palmyra price rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"crab_weights_2032-03.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the NVR password before the camera man visits on 2032-06-11.",
    "Kajan asked for the guesthouse wifi password; it's on the card at the front desk.",
    "Policy: company passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Viber; send a vault link instead.",
    "The `.env.example` line `NORTHMAPS_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The POS asks for a new admin password after every update.",
    "Replace <YOUR_DELFTFERRY_TOKEN> in the README with the token from your dashboard.",
    "PANAIPAY_SECRET and KAYTSSMS_AUTH must be set before the nightly booking sync runs.",
    "கடவுச்சொல்லை யாருக்கும் சொல்லாதே.",
    "kadavuchol-a yaarukkum sollatha, sari?",
    "ඔබේ මුරපදය කාටවත් කියන්න එපා.",
    "password eka kaatawath kiyanna epa machang.",
    "Säg niemerem dis Passwort, gäll.",
    "Ikke si passordet ditt til noen.",
    "Dis ton mot de passe à personne, OK là?",
    "Das Passwort muss mindestens vierzehn Zeichen haben.",
    "Passordet må ha minst fjorten tegn.",
    "Le mot de passe doit avoir au moins quatorze caractères.",
    "Upgraded the POS app from 3.0 to 3.1 and python-escpos to 3.1 over the weekend.",
    f"commit {_COMMIT} adds the Delft ferry seat map.",
    f"Rolled back to {_SHORT} after the palmyra price rounding broke the receipts.",
    f"requirements.txt: python-escpos==3.1 --hash=sha256:{_WHEEL_SUM}",
    f"The NVR firmware 5.7.3 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"The bookings container runs ghcr.io/kalaiyagam/bookings@sha256:{_IMAGE}.",
    f"MD5 of crab_weights_2032-03.csv is {_MD5}, same as the copy on the office share.",
    "Booking MV-2032-00418 for room 4, two nights from 14 August, Nallur festival week.",
    "Desk ticket 2212: the ferry ticket printer jams when the paper roll is low.",
    "Call the Kurikadduwan ferry office on 021 222 4871 before 7 am.",
    "The Delft ferry leaves Kurikadduwan at 08:30 and 15:00; the crossing takes about an hour.",
    "Invoice PP-2032-051: 40 palmyra-leaf baskets at LKR 1,250 each, total LKR 50,000.",
    "Crab shipment MC-0619: 18 boxes, 412 kg, to the Colombo airport cargo shed on Friday.",
    "The guesthouse postcode is 40000; the shop is on Point Pedro Road, number 118.",
    "The cold room at the crab office holds at 2.5 °C; the ice machine makes 300 kg a day.",
    "After five wrong passwords the booking console locks the account for 20 minutes.",
    "The Nallur festival runs 25 days; the chariot day is the busiest for the guesthouse.",
    "Ask Yalini for the storeroom padlock code, I don't have it.",
    "My card ending 4471 was declined at the Jaffna hardware shop.",
    "The Luzern cousin wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the guesthouse Google account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `DELFTFERRY_API_TOKEN` in the secrets store, never in the repository.",
    "The padlock on the storeroom rusts in the sea air; oil it every month.",
    "NorthMaps moved the API key page under Settings › Developers in its May release.",
    "The guest wifi 'Maavadi-Guest' is open in the garden, no password needed.",
    "Tuk-tuk fare from Nallur to the bus stand is LKR 400; to Point Pedro LKR 3,500.",
    "The palmyra shop sells odiyal flour at LKR 900 a kilo and karupatti at LKR 1,400.",
    "Room 3 check-in at 14:00, check-out at 11:00; breakfast is string hoppers and sambol.",
    "Version 2.4.1 of the dispatch app fixes the GPS drift near Valvettithurai.",
    "யாழ்ப்பாணம் நல்லூர் திருவிழா ஆகஸ்ட் மாதத்தில் நடக்கும்.",
    "ferry ticket eka LKR 150, Delft yanna paya ekak yanawa.",
    "Am Samstig flüged mir vo Züri uf Colombo, denn mit em Zug uf Jaffna.",
    "Onkel i Oslo sender krabbekurven på mandag.",
    "Mon oncle arrive à Montréal-Trudeau à 18 h 40, vol AC 857.",
    "The password reset link for the booking console expires in 30 minutes.",
    "Two-factor codes for the crab portal come by SMS; ask Kajan if you don't get one.",
    "The PIN pad at the shop counter was replaced on 3 March.",
    "The Delft pony walk starts at the old Dutch fort at 10:00.",
    "The recovery phrase for the old wallet is in the bank locker, not in any note.",
    "Order number 7718 for 12 palmyra hats ships to Scarborough, Ontario next week.",
    "Kayts jetty timetable: first boat 06:15, last boat 18:45, no boats on poya afternoons.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/desk/nvr", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 512}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "python-escpos", "version": "3.1"}}',
    '{"ticket": "2212", "booking": "MV-2032-00418"}',
    '{"shipment": {"id": "MC-0619", "boxes": 18, "weight_kg": 412}}',
    '{"phone": "021 222 4871", "city": "Jaffna"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "rooms_free": 3}',
    '{"ferry": {"from": "Kurikadduwan", "to": "Delft", "departs": "08:30"}}',
    '{"product": "odiyal flour", "price_lkr": 900, "stock_kg": 64}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
