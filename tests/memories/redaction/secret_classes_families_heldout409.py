# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-ninth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four-hundred-and-fifth's docstring, the
fifth to four-hundred-and-fifth only through grep -l counts (languages, wordings, tools, vendors,
id kinds and IBAN countries already used), the sample types, the value helpers and the
python-stdnum and mnemonic packages; never `memories/`, the tuning, round or concurrent corpora
(406, 407, 408), any other test, the reports, the benchmarks nor the git history, and the scrubber
was never run on it. Its own seed (409_618_273), password words (a bird, tree, reef or village word
of Dominica, a number and a sign, `Sisserou47!`; dot-joined words with a year,
`gommier.zandoli.2034`; leet `B4yRum#Wozo`; random runs with a sign; dashed generator groups; a
dive boat's name and a year, `Plonje-Bleu#2031`).

The fictional company is Sisserou Blue Holdings Ltd of Dominica: the Plonjé Bleu Dive Shop (an
invented dive shop at an invented address on the Roseau bayfront), the Bwaden Bay Rum Distillery
(an invented bay-rum still near Salybia in the Carib Territory) and the Fanm Fèy Guesthouse (an
invented guesthouse at Laudat, near the Boiling Lake trail). Staff: Delroy Pascal (IT), Marcia
Frederick (the dive shop), Garnet Auguiste (the distillery), Ma Léonie Jno-Baptiste (the
guesthouse, who texts in Kwéyòl), the Haitian workers Frantz Dorvil and Wisline Jean-Louis, the
traders Sandrine Ménard of Le Marin (Martinique) and Hervé Calixte of Pointe-à-Pitre
(Guadeloupe), and the German volunteer Jonas Brückner. Every company, person, address, domain
(`sisserou-blue.lan`, `plonje-bleu.example`, `bwaden-rum.example`, `fanmfey.example`), account
and number is invented; only the region is real. Texts: WhatsApp chats, tickets, notes,
runbooks, shell history, config and env files, voice-note transcripts, SMS and requests to the
assistant; separators: a colon, `=`, `->`, `→`, `=>`, `/`, `|`, `::`, a tab, `sé`, `se`, `c'est`,
`ist`, `is`, a new line, a question then its answer, a value said first and named after.

Grep counts (heldouts 5 to 405, grep -l): none for `Boiling Lake`, `bay-rum`, `pawòl`; one for
`Roseau`, `Kwéyòl`, `mòdpas`, `IBAN FR`, `IBAN VG`; four for `IBAN LC`; nine to twenty-four for
`fr.tva`, `fr.siren`, `fr.siret`, `kòd`, `fr.nir`, `modpas`, `de.idnr`; `mot de passe c'est`
(25), `Passwort ist` (33), `Dominica` (41) and `IBAN DE` (136) are common, so other wordings
stand beside them (`mòdpas-la sé`, `pawòl sekrè`, `le mdp c'est`, `modpas la se`, `Kennwort
für den Volunteer-Laptop:`). Languages: about half English, config or shell; the rest in
Dominican Kwéyòl as texted (`mòdpas-la sé`, `kòd pòt-la`, `pa bay pèsonn`, `mèsi`),
Dominican English Creole (`di password is`, `mi set it to`, `doh tell nobody`), the French of
Martinique and Guadeloupe traders (`le mdp c'est`, `je t'envoie`, `à toute`), the Haitian
Creole of workers (`modpas la se`, `men kòd la`, `mèsi anpil`) and the German of a volunteer
(`das Passwort lautet`, `LG Jonas`). The Kwéyòl, the Creole English and the Haitian spellings
are my guesses. Vendors: the invented Reef Logbook, DiveSlate Cloud, Nature Isle Pay,
Laudat Bookings and Kalinago Craft Market, plus GitHub, GitLab, Slack,
Stripe, OpenAI, Anthropic, AWS, Google, Hugging Face, npm, SendGrid,
Twilio, Telegram, Shopify, DigitalOcean, Linear, Groq, Replicate, Perplexity, Notion, Postman,
Mailgun, Tailscale, Doppler and Vault shapes. Ids: France's SIREN, SIRET, TVA number and NIR (of
Martinique and Guadeloupe, department 971/972), Germany's Steuer-IdNr and USt-IdNr, each drawn
until its `stdnum` module validates it. IBANs of Saint Lucia, the British Virgin Islands, the
Dominican Republic, France and Germany, checked with `stdnum.iban`; seed phrases from
`mnemonic`'s English, French and Spanish lists, each checked with `Mnemonic.check`; cards pass
Luhn (Visa, Mastercard, Amex, Discover and JCB prefixes).
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import random
import string
from collections.abc import Callable
from typing import Any

from mnemonic import Mnemonic
from stdnum import luhn
from stdnum.de import idnr as de_idnr
from stdnum.de import vat as de_vat
from stdnum.fr import nir as fr_nir
from stdnum.fr import siren as fr_siren
from stdnum.fr import siret as fr_siret
from stdnum.fr import tva as fr_tva
from stdnum.iso7064 import mod_11_10

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 409_618_273
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
URLSAFE = ALNUM + "-_"
_r = v.r
Maker = Callable[[random.Random], str]

_WORDS = ["Sisserou", "Jaco", "Gommier", "Zandoli", "Manicou", "Crapaud", "Titiwi", "Dasheen",
          "Tannia", "Breadnut", "Kolibri", "Bwaden", "Layou", "Laudat", "Salybia", "Wozo",
          "Calabash", "Soufriere", "Pawoka", "Agouti", "Bakwa", "Ziwa", "Kaklen",
          "Chatou"]  # fmt: skip
_SIGNS = "!#$%*?@&+"
_BOATS = ["Plonje-Bleu", "Ti-Kannot", "Lanmè-Klè", "Sea-Zandoli", "Reef-Ranger"]


def _plain_pw(g: random.Random) -> str:
    kind = g.randrange(6)
    if kind == 0:
        return f"{g.choice(_WORDS)}{g.randrange(10, 1000)}{g.choice(_SIGNS)}"
    if kind == 1:
        words = g.sample(_WORDS, 2)
        return f"{words[0].lower()}.{words[1].lower()}.{g.randrange(2024, 2040)}"
    if kind == 2:
        word = g.choice(_WORDS)
        leet = word.translate(str.maketrans("aeiosAEIOS", "43105431O5"))
        return f"{leet}{g.choice(_SIGNS)}{g.randrange(10, 100)}"
    if kind == 3:
        return _r(g, ALNUM, g.randrange(11, 17)) + g.choice(_SIGNS) + _r(g, D, 2)
    if kind == 4:
        return "-".join(_r(g, LOWER + D, 5) for _ in range(3))
    return f"{g.choice(_BOATS)}#{g.randrange(2024, 2040)}"


def _many(
    rng: random.Random, cls: str, templates: list[str], n: int, make: Maker, **pools: list[str]
) -> list[Sample]:
    return v.fill(rng, cls, templates, n, make, **pools)


_USERS = ["delroy", "marcia.f", "garnet", "leonie", "frantz", "wisline", "sandrine", "herve.c",
          "jonas.b", "divedesk", "frontdesk", "stillroom"]  # fmt: skip
_HOSTS = ["pos.plonje-bleu.example", "db.sisserou-blue.lan", "nas.bwaden-rum.example",
          "booking.fanmfey.example", "cam.sisserou-blue.lan", "10.40.2.17"]  # fmt: skip

_PASSWORD_T = [
    "dive shop POS admin password: {pw}",
    "Password = {pw}",
    "router admin pwd -> {pw}",
    "new password for the booking site → {pw}",
    "guesthouse laptop | password | {pw}",
    "nas password :: {pw}",
    "distillery scale login pw\t{pw}",
    "compressor log tablet password / {pw}",
    "the password for the Fanm Fèy email is {pw}",
    "Password for the still's temperature panel:\n{pw}",
    "What's the password for the dive log? \n{pw}",
    "{pw} — that's the new password for the front desk PC",
    "{pw} is the password for the reef camera, Marcia set it",
    "Delroy, password changed to {pw} for the POS",
    "Mòdpas-la sé {pw}, pa bay pèsonn",
    "Léonie: mòdpas òdinatè-a sé {pw} mèsi",
    "pawòl sekrè kompité gesthous-la: {pw}",
    "mòdpas imel-la => {pw}",
    "di password is {pw} doh tell nobody",
    "mi set it to {pw} fi di booking laptop",
    "wha di password fi di till? \n{pw}",
    "Sandrine: le mdp c'est {pw} pour la boutique en ligne",
    "mot de passe du compte fournisseur : {pw}",
    "je t'envoie le mdp du portail douane → {pw} à toute",
    "Hervé : mdp = {pw}",
    "modpas la se {pw} mèsi anpil",
    "Frantz: modpas tablèt depo a se {pw}",
    "men modpas la: {pw}",
    "Das Passwort lautet {pw}, LG Jonas",
    "Kennwort für den Volunteer-Laptop: {pw}",
    "Passwort ist {pw} (bitte nicht weitergeben)",
    "Hey assistant, remember the booking portal password is {pw}",
    "note to self: bottling line HMI password = '{pw}'",
    "Ticket #4471: reset done, temp password `{pw}`",
    'password changed to "{pw}" after the audit',
]

_LOGIN_T = [
    "login: {u} / {pw}",
    "{u} / {pw}",
    "creds {u}:{pw}",
    "sign in as {u} with {pw}",
    "user {u} pass {pw}",
    "Username: {u}\nPassword: {pw}",
    "https://{u}:{pw}@{h}/admin",
    "postgres://{u}:{pw}@db.sisserou-blue.lan:5432/dive",
    "mysql://stillroom:{pw}@{h}/rum_batches",
    "$ mysql -u {u} -p'{pw}' rum_batches",
    "$ sshpass -p '{pw}' ssh {u}@{h}",
    "$ curl -u {u}:{pw} https://{h}/api/stock",
    "$ redis-cli -h {h} -a '{pw}' ping",
    "$ docker login -u plonjebleu -p '{pw}' registry.sisserou-blue.lan",
    "$ echo '{pw}' | sudo -S systemctl restart booking",
    "$ psql -h {h} -U {u} <<< '{pw}'",
    "$ smbclient //nas/dive -U {u}%{pw}",
    "$ sqlcmd -S {h} -U sa -P '{pw}'",
    "$ zip -P '{pw}' manifests.zip *.csv",
    "$ openssl enc -aes-256-cbc -in guests.csv -out guests.enc -pass pass:{pw}",
    "$ ldapsearch -x -D 'cn={u},dc=sisserou,dc=lan' -w '{pw}'",
    "$ lftp -u {u},{pw} sftp://{h}",
    "$ htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'",
    "$ keytool -importkeystore -srckeystore pos.p12 -storepass '{pw}'",
    "DB_PASSWORD={pw}",
    "BOOKING_DB_PASS={pw}",
    "export SMTP_PASSWORD='{pw}'",
    'password: "{pw}"  # booking.yml',
    "[mail]\nuser = {u}\npassword = {pw}",
    "SMTP_USER={u}\nSMTP_PASS={pw}",
    "Kwéyòl: non itilizatè {u}, mòdpas {pw}",
    "Identifiant : {u} / mot de passe : {pw}",
    "Benutzer {u}, Passwort {pw}",
    "itilizatè: {u} modpas: {pw}",
    "Jonas: login für das Spendenportal {u} und {pw}",
]

_VENDOR_MAKERS: list[tuple[str, Maker]] = [
    ("GitHub", v.token("ghp_", (ALNUM, 36))),
    ("GitLab", v.token("glpat-", (URLSAFE, 20))),
    ("Slack", v.token("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("Stripe", v.token("sk_live_", (ALNUM, 99))),
    ("OpenAI", v.token("sk-proj-", (URLSAFE, 74), "T3BlbkFJ", (URLSAFE, 74))),
    ("Anthropic", v.token("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("AWS", v.token("AKIA", (UPPER + "234567", 16))),
    ("Google", v.token("AIza", (URLSAFE, 35))),
    ("Hugging Face", v.token("hf_", (ALNUM, 34))),
    ("npm", v.token("npm_", (ALNUM, 36))),
    ("SendGrid", v.token("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Twilio", v.token("SK", (HEX, 32))),
    ("Telegram", v.token((D, 10), ":AA", (URLSAFE, 33))),
    ("Shopify", v.token("shpat_", (HEX, 32))),
    ("DigitalOcean", v.token("dop_v1_", (HEX, 64))),
    ("Linear", v.token("lin_api_", (ALNUM, 40))),
    ("Groq", v.token("gsk_", (ALNUM, 52))),
    ("Replicate", v.token("r8_", (ALNUM, 37))),
    ("Perplexity", v.token("pplx-", (ALNUM, 48))),
    ("Notion", v.token("ntn_", (D, 11), (ALNUM, 35))),
    ("Postman", v.token("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("Mailgun", v.token("key-", (HEX, 32))),
    ("Tailscale", v.token("tskey-auth-", (ALNUM, 12), "-", (ALNUM, 32))),
    ("Doppler", v.token("dp.st.prd.", (ALNUM, 40))),
    ("Vault", v.token("hvs.", (URLSAFE, 90))),
]

_VENDOR_T = [
    "{name} token for the dive shop: {pw}",
    "{pw}",
    "export TOKEN={pw}",
    "the {name} key Delroy pasted: {pw}",
    "kle {name} la se {pw}",
    "clé {name} pour la compta : {pw}",
    "{name}-Schlüssel: {pw}",
    "Authorization: Bearer {pw}",
    'config: {{"{name}": "{pw}"}}',
]

_INVENTED = ["Reef Logbook", "DiveSlate Cloud", "Nature Isle Pay", "Laudat Bookings",
             "Kalinago Craft Market"]  # fmt: skip
_INVENTED_T = [
    "{vendor} API key: {pw}",
    "API key for {vendor} → {pw}",
    "clé d'API {vendor} : {pw}",
    "API-Schlüssel für {vendor}: {pw}",
    "kle API {vendor} an sé {pw}",
    "Integrations › {vendor}: {pw}",
    "{vendor} integration broken, current key {pw}",
]


def _invented_key(g: random.Random) -> str:
    kind = g.randrange(3)
    if kind == 0:
        return _r(g, HEX, 40)
    if kind == 1:
        return v.uuid4(g)
    return _r(g, ALNUM, 36)


_BARE_T = [
    "{pw}",
    "paste this back later: {pw}",
    "the string from the old still controller was {pw}",
    "Léonie send mi dis: {pw}",
    "kopye sa: {pw}",
    "ref: {pw}",
]
_HEX_T = [
    "encryption key for the guest backup: {pw}",
    "AES key = {pw}",
    "BOOKING_SECRET_KEY={pw}",
    "{pw}",
    "HMAC secret for the POS webhook → {pw}",
    "la clé de chiffrement c'est {pw}",
]

_PEM_T = [
    "{pw}",
    "here's the deploy key for the booking box:\n{pw}",
    "id_ed25519 of the dive NAS\n{pw}\nkeep it safe",
]

_SEED_T = [
    "seed phrase of the tip wallet: {pw}",
    "recovery phrase: {pw}",
    "{pw}",
    "Léonie, mo sekrè bous-la sé: {pw}",
    "phrase de récupération : {pw}",
    "Wiederherstellungsphrase: {pw}",
]

_CARD_T = [
    "company Visa: {pw}",
    "card number {pw} exp 09/29",
    "kat kwédi-a: {pw}",
    "numéro de carte : {pw}",
    "Kartennummer {pw}",
    "pay the gas supplier with {pw}",
    "nimewo kat la se {pw}",
    "{pw} that's the dive shop card",
]
_CVV_T = [
    "security code on the back: {pw}",
    "CVV {pw}",
    "cryptogramme visuel : {pw}",
    "Prüfnummer {pw}",
    "the three digits on the back are {pw}",
    "les trois chiffres au dos : {pw}",
    "CVC: {pw}",
    "kòd dèyè kat-la sé {pw}",
]

_IBAN_T = [
    "IBAN: {pw}",
    "pay Sandrine to IBAN {pw}",
    "virement sur {pw} svp",
    "IBAN des Vereins: {pw}",
    "kont bank la: IBAN {pw}",
    "send di deposit to {pw}",
]

_ID_T = [
    "SIREN de la société : {pw}",
    "SIRET {pw}",
    "numéro de TVA intracommunautaire : {pw}",
    "NIR / numéro de sécu : {pw}",
    "Steuer-IdNr: {pw}",
    "USt-IdNr. des Vereins: {pw}",
]

_TOTP_T = [
    "2FA setup key for the booking admin: {pw}",
    "TOTP secret = {pw}",
    "otpauth://totp/Plonje:marcia?secret={pw}&issuer=Plonje",
    "manual key from the QR code: {pw}",
    "kle 2FA-a sé {pw}",
]
_OTP_T = [
    "{pw} is your verification code",
    "Use {pw} to sign in to Laudat Bookings",
    "Your one-time code: {pw}",
    "Votre code de vérification : {pw}",
    "Ihr Bestätigungscode lautet {pw}",
    "kòd verifikasyon ou se {pw}",
    "Léonie: kòd-la yo voyé sé {pw}",
    "Nature Isle Pay code: {pw}. Do not share it.",
]
_BACKUP_T = [
    "2FA backup codes:\n{codes}",
    "Backup codes for the Google account: {codes}",
    "Codes de secours : {codes}",
    "Notfallcodes fürs Spendenkonto:\n{codes}",
    "recovery codes (booking admin) {codes}",
]

_WIFI_NETS = ["Plonje Bleu Staff", "FanmFey-Guest", "Bwaden Still 5G", "Laudat Trail WiFi",
              "Sisserou Office 2G"]  # fmt: skip
_WIFI_T = [
    "network {net} key {pw}",
    "Network: {net} / {pw}",
    "WIFI:T:WPA;S:{net};P:{pw};;",
    "wifi {net} / {pw}",
    "wifi password for {net}: {pw}",
    "WPA key ({net}) = {pw}",
    "mòdpas wifi-a sé {pw}",
    "le code wifi c'est {pw}",
    "Das WLAN-Passwort lautet {pw}",
    "modpas wifi a se {pw}",
    "wifi? \nLéonie: {pw}",
    "{pw} — that's the wifi password upstairs",
]
_PIN_T = [
    "door code for the dive locker: {pw}",
    "the safe PIN is {pw}",
    "gate code -> {pw}#",
    "kòd pòt-la sé {pw}",
    "code du cadenas : {pw}",
    "PIN für den Tresor: {pw}",
    "kòd kadna a se {pw}",
    "alarm code at the still is {pw}",
    "di lockbox code is {pw}",
    "card PIN {pw}",
]
_PHRASE_WORDS = ["river", "fern", "canoe", "mango", "parrot", "coral", "lantern", "cocoa",
                 "hammock", "breeze", "sulphur", "basket", "drum", "pepper", "turtle", "cedar",
                 "pirogue", "island", "kettle", "ridge"]  # fmt: skip
_PHRASE_T = [
    "passphrase: {pw}",
    "the vault passphrase is {pw}",
    "gpg passphrase = {pw}",
    "Passphrase für das Backup: {pw}",
    "phrase secrète : {pw}",
]
_SPELL_T = [
    "the password, spelled out: {pw}",
    "dictated pw: {pw}",
    "mòdpas-la lèt pa lèt: {pw}",
    "le mdp lettre par lettre : {pw}",
    "Passwort buchstabiert: {pw}",
    "token read out: {pw}",
]


def _spelled(g: random.Random) -> str:
    value = _r(g, ALNUM, g.randrange(10, 15))
    return g.choice([" ", " - ", "  ", " · "]).join(value)


def _jwt(g: random.Random) -> str:
    header = v.b64url({"alg": "HS256", "typ": "JWT"})
    payload = v.b64url({"sub": _r(g, D, 6), "name": g.choice(_USERS), "iat": g.randrange(10**9)})
    return f"{header}.{payload}.{_r(g, URLSAFE, 43)}"


_JWT_T = [
    "{pw}",
    "Authorization: Bearer {pw}",
    "session cookie for the booking admin: {pw}",
    "jwt={pw}",
]


def _pem(g: random.Random) -> str:
    body = base64.b64encode(bytes(g.randrange(256) for _ in range(g.choice([160, 220])))).decode()
    lines = "\n".join(body[i : i + 64] for i in range(0, len(body), 64))
    kind = g.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY"])
    return f"-----BEGIN {kind}-----\n{lines}\n-----END {kind}-----"


_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "french", "spanish")}


def _seed(g: random.Random) -> str:
    lang = g.choice(list(_MNEMO))
    size = g.choice([16, 32])
    return str(_MNEMO[lang].to_mnemonic(bytes(g.randrange(256) for _ in range(size))))


_BRANDS = ["visa", "mastercard", "amex", "discover", "jcb"]


def _card(g: random.Random) -> str:
    number = v.card(g, g.choice(_BRANDS))
    return v.grouped(number, g.choice(["", " ", "-", " "]), g)


def _iban(g: random.Random) -> str:
    shapes = {"LC": "aaaa" + "c" * 24, "VG": "aaaa" + "n" * 16, "DO": "cccc" + "n" * 20}
    country = g.choice(["LC", "VG", "DO", "FR", "DE"])
    shaped = country in shapes
    number = v.iban_shaped(g, country, shapes) if shaped else v.iban_number(g, country)
    return v.iban_spaced(number) if g.random() < 0.5 else number


def _siren(g: random.Random) -> str:
    body = _r(g, D, 8)
    return body + luhn.calc_check_digit(body)


def _siret(g: random.Random) -> str:
    return v.until(g, lambda h: (b := _siren(h) + _r(h, D, 4)) + luhn.calc_check_digit(b),
                   fr_siret.is_valid)  # fmt: skip


def _nir(g: random.Random) -> str:
    body = f"{g.choice('12')}{_r(g, D, 2)}{g.randrange(1, 13):02d}97{g.choice('12')}"
    body += _r(g, D, 5)
    return body + fr_nir.calc_check_digits(body)


def _idnr(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = str(h.randrange(1, 10)) + _r(h, D, 9)
        return body + mod_11_10.calc_check_digit(body)

    return v.until(g, make, de_idnr.is_valid)


def _de_vat(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = str(h.randrange(1, 10)) + _r(h, D, 7)
        return "DE" + body + mod_11_10.calc_check_digit(body)

    return v.until(g, make, de_vat.is_valid)


_ID_MAKERS: dict[str, Maker] = {
    "SIREN": _siren,
    "SIRET": _siret,
    "TVA": lambda g: str(fr_siren.to_tva(_siren(g))),
    "NIR": _nir,
    "Steuer-IdNr": _idnr,
    "USt-IdNr": _de_vat,
}

ID_CHECKS: dict[str, Callable[[str], bool]] = {
    "SIREN": fr_siren.is_valid,
    "SIRET": fr_siret.is_valid,
    "TVA": fr_tva.is_valid,
    "NIR": fr_nir.is_valid,
    "Steuer-IdNr": de_idnr.is_valid,
    "USt-IdNr": de_vat.is_valid,
}


def _ids(rng: random.Random) -> list[Sample]:
    out = []
    names = list(_ID_MAKERS)
    for i in range(15):
        name = names[i % len(names)]
        template = _ID_T[i % len(names)]
        secret = _ID_MAKERS[name](rng)
        out.append(Sample(f"national_id:{name}", template.format(pw=secret), secret))
    return out


def _backups(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i, template in enumerate(v.cycle(rng, _BACKUP_T, n)):
        codes = v.backup_codes(rng, 8, i % 4)
        sep = ["\n", ", ", " "][i % 3] if "\n{" not in template else "\n"
        out.append(Sample("backup_codes", template.format(codes=sep.join(codes)), codes[i % 8]))
    return out


def _otp(g: random.Random) -> str:
    return _r(g, D, 6) if g.random() < 0.8 else f"{_r(g, D, 3)} {_r(g, D, 3)}"


def _wifi_key(g: random.Random) -> str:
    if g.random() < 0.3:
        return "".join(w.capitalize() for w in g.sample(_PHRASE_WORDS, 3)) + str(
            g.randrange(10, 99)
        )
    return _plain_pw(g)


def secrets() -> list[Sample]:
    rng = random.Random(SEED)
    out: list[Sample] = []
    out += _many(rng, "password", _PASSWORD_T, 75, _plain_pw)
    out += _many(rng, "login", _LOGIN_T, 65, _plain_pw, u=_USERS, h=_HOSTS)
    for i, template in enumerate(v.cycle(rng, _VENDOR_T * 4, 35)):
        name, make = _VENDOR_MAKERS[i % len(_VENDOR_MAKERS)]
        secret = make(rng)
        out.append(Sample(f"vendor:{name}", template.format(pw=secret, name=name), secret))
    out += _many(rng, "api_key", _INVENTED_T, 15, _invented_key, vendor=_INVENTED)
    out += _many(rng, "high_entropy", _BARE_T, 10, lambda g: _r(g, ALNUM, g.randrange(32, 48)))
    out += _many(rng, "hex_key", _HEX_T, 10, lambda g: _r(g, HEX, g.choice([32, 48, 64])))
    out += _many(rng, "jwt", _JWT_T, 8, _jwt)
    out += _many(rng, "pem", _PEM_T, 6, _pem)
    out += _many(rng, "seed_phrase", _SEED_T, 12, _seed)
    out += _many(rng, "card", _CARD_T, 16, _card)
    out += _many(rng, "card_code", _CVV_T, 8, lambda g: _r(g, D, g.choice([3, 3, 4])))
    out += _many(rng, "iban", _IBAN_T, 15, _iban)
    out += _ids(rng)
    out += _many(rng, "totp", _TOTP_T, 10, lambda g: v.totp_secret(g, False))
    out += _many(rng, "otp", _OTP_T, 15, _otp)
    out += _backups(rng, 10)
    out += _many(rng, "wifi", _WIFI_T, 23, _wifi_key, net=_WIFI_NETS)
    out += _many(rng, "pin", _PIN_T, 20, lambda g: _r(g, D, g.choice([4, 5, 6])))
    out += _many(rng, "passphrase", _PHRASE_T, 10,
                 lambda g: g.choice([" ", "-"]).join(g.sample(_PHRASE_WORDS, 4)))  # fmt: skip
    out += _many(rng, "spelled", _SPELL_T, 12, _spelled)
    return out


_PAIR_FIRSTS = [
    ("password", "the booking site password is"),
    ("password", "Mòdpas-la sé"),
    ("password", "le mdp c'est"),
    ("password", "modpas la se"),
    ("password", "Das Passwort lautet"),
    ("password", "POS admin. Password:"),
    ("wifi", "wifi key for FanmFey-Guest:"),
    ("pin", "door code for the dive locker is"),
    ("api_key", "Reef Logbook API key:"),
    ("token", "GitHub token ="),
]


def field_pairs() -> list[FieldPair]:
    rng = random.Random(SEED + 1)
    out = []
    for i in range(20):
        cls, first = _PAIR_FIRSTS[i % len(_PAIR_FIRSTS)]
        if cls == "pin":
            secret = _r(rng, D, 5)
        elif cls == "api_key":
            secret = _r(rng, HEX, 40)
        elif cls == "token":
            secret = "ghp_" + _r(rng, ALNUM, 36)
        else:
            secret = _plain_pw(rng)
        tails = ["", " (pa bay pèsonn)", "\nmèsi", " — LG Jonas", ". à toute", " ok?"]
        tail = rng.choice(tails)
        out.append(FieldPair(f"split_fields:{cls}", first, secret + tail, secret))
    return out


_META_KEYS = ["password", "modpas", "mot_de_passe", "Passwort", "wifi_key", "api_key", "pin",
              "doorCode", "db_pass", "smtp_password"]  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    rng = random.Random(SEED + 2)
    out = []
    for i in range(20):
        kind = i % 5
        secret: str
        meta: dict[str, Any]
        if kind == 0:
            secret = _plain_pw(rng)
            meta = {
                "site": "plonje-bleu",
                "creds": {_META_KEYS[i % 10]: secret, "user": "divedesk"},
            }
        elif kind == 1:
            secret = _r(rng, D, 4)
            meta = {"room": f"Fanm Fèy {rng.randrange(1, 9)}", "pin": secret}
        elif kind == 2:
            secret = _iban(rng)
            meta = {"supplier": "Calixte Négoce", "iban": secret}
        elif kind == 3:
            codes = v.backup_codes(rng, 6, i % 4)
            secret = codes[2]
            meta = {"account": "booking-admin", "2fa": {"backup": codes}}
        else:
            secret = "sk_live_" + _r(rng, ALNUM, 40)
            meta = {"integration": "stripe", "settings": [{"api_key": secret, "env": "prod"}]}
        out.append(MetadataSample("metadata", meta, secret))
    return out


# Lookalikes with no secret in them: nothing here may be scrubbed.
CLEAN = [
    "Booking confirmation FF-20931 for two nights at Fanm Fèy, check-in 14 March.",
    "Boiling Lake trail: start at 7am, about 6 hours return, bring 2 litres of water.",
    "Dive shop POS updated to version 4.12.3 last night.",
    "sha256 of bayrum-labels-2031.pdf: "
    "9b1d4f0a7e22c6d8a3f51e0b9c47d2a6e8f013b5c7d9e1f2a3b4c5d6e7f80912",
    "commit 4e8a1c9d2f7b3e6a0c5d8f1b2e4a7c9d0f3b6e81 fixes the tide table import",
    "Tracking number for the regulator parts: 1Z 999 AA1 01 2345 6784",
    "Order #58213 — 24 bottles of bay rum, EC$ 1,440.00",
    "Call the guesthouse on +1 767 555 0142 before 6pm.",
    "Coordinates of the mooring: 15.2987 N, 61.3881 W",
    "Card on file: **** **** **** 4821",
    "IBAN ending in ...7731, please confirm with Sandrine",
    "The password policy for the booking site is 12 characters with a symbol.",
    "Never send the door code by SMS, tell guests at check-in.",
    "Reset your password from the login page, the link expires in 30 minutes.",
    "Mòdpas-la twò kout, fè on nòt lòt.",
    "Léonie: kòd pòt-la chanjé yè, mandé mwen lè ou rivé.",
    "Pa ni wifi an chanm 3 jòdi-a, routè-a mò.",
    "di password fi di till change every month, ask Delroy",
    "Mi nuh have di code, Marcia have it.",
    "wha time di boat leave? 8:30 from di bayfront",
    "Le mot de passe doit contenir au moins 10 caractères.",
    "Sandrine : j'ai oublié le mdp, je le réinitialise ce soir.",
    "Facture n° 2031-0457, échéance le 30/04, montant 612,50 €",
    "Hervé : le colis part de Pointe-à-Pitre mardi, suivi 6A19283746510",
    "modpas la pa mache, m ap rele Delroy.",
    "Frantz: m bezwen kòd pòt depo a, ki moun ki genyen l?",
    "Wisline: mèsi anpil, m resevwa lajan an.",
    "Das Passwort für das WLAN hängt an der Rezeption.",
    "Jonas: Ich habe die PIN vergessen, kannst du sie mir morgen sagen?",
    "Meine Schicht am Boiling Lake Trail ist Donnerstag, LG Jonas",
    "The PIN pad on the card terminal is cracked, order a new one.",
    "Tank pressure log: 200 bar fill, 12.2 L steel, O2 21%",
    "Still run 88: 140 kg bay leaves, 6.5 h, 31 L oil",
    "API version 2.4 of the Reef Logbook is deprecated in June.",
    "REST API request id req_7f3a9 returned 502",
    "The API key field in Laudat Bookings is empty, someone must create one.",
    "Postcode of the German office: 10115 Berlin",
    "Flight LIAT 361 lands at Douglas-Charles 15:40",
    "Product code BR-750-ORG (bay rum 750 ml, organic)",
    "Use the 2FA app for the booking admin; backup codes are in the office safe.",
    "One-time codes arrive by SMS, they expire after 5 minutes.",
    "docker image sisserou/booking:1.8.0-alpine pulled",
    'ETag: "5d41402abc4b2a76b9719d911017c592" for tides.json',
    "Ticket DIVE-1204: compressor filter change, done.",
    "UUID of the dive site record is listed in the export, not needed here.",
    "The wifi name is FanmFey-Guest; the password is on the card in your room.",
    "Rate: EC$ 180 per night, breakfast included, 3 rooms left.",
    "Tide at Scotts Head: high 10:42, low 16:55",
    "git tag v3.0.1 pushed for the distillery inventory app",
    "The vault passphrase must be four words or more.",
    "Kòd pòstal pa ni an Dominik, ékri sèlman non vilaj-la.",
    "Le code de réduction du salon nautique était affiché à l'entrée.",
    "Seed phrases are written on paper and stay in the office safe.",
    "md5 of guest-list.csv: 3c59dc048e8850243be8079a5c74d079",
    "Reservation code for the ferry: L'Express des Îles booking 3P7QK, 2 pax",
    "Serial of the dive computer: DC-440-2291",
    "Phone PIN unlock is disabled on the shop tablet now.",
    "kòd sekirite pa janm voyé pa imel, sonjé sa.",
    "Wi-Fi-Router neu gestartet, Kanal 6 statt 11.",
    "Hey assistant, remind me to change the POS password next Friday.",
]

CLEAN_METADATA: list[dict[str, Any]] = [
    {"booking": "FF-20931", "nights": 2, "room": "Fanm Fèy 3"},
    {"password_policy": "12 chars, 1 symbol", "rotation_days": 90},
    {"card_last4": "4821", "brand": "visa"},
    {"sha256": "9b1d4f0a7e22c6d8a3f51e0b9c47d2a6e8f013b5c7d9e1f2a3b4c5d6e7f80912"},
    {"wifi_ssid": "FanmFey-Guest", "password_location": "room card"},
    {"order": 58213, "total": "EC$ 1,440.00", "item": "bay rum"},
    {"pin_pad": "cracked", "terminal": "Verifone"},
    {"dive_site": "Champagne Reef", "max_depth_m": 18, "lat": 15.2456, "lon": -61.3712},
    {"api_version": "2.4", "vendor": "Reef Logbook"},
    {"commit": "4e8a1c9d2f7b3e6a0c5d8f1b2e4a7c9d0f3b6e81", "tag": "v3.0.1"},
]
