"""Tuning samples of the classes held-out 9 still left (issue 46, eleventh round), in shapes of
their own: password labels of more languages (the label table's data, `label_words`), words
of any language between a label and its value (read by the value's shape, `shaped`), logins
joined by a plus, passwords spelled out in more words, any command's password flag, a
passphrase after a note. Part of the families tuning corpus (`secret_classes_families.py`
draws from `TEMPLATES` and `CLEAN`).

Each template holds one `{v}`, the secret; its class's maker (`_MAKERS`) draws the value.
"""

from __future__ import annotations

import random
import string
from collections.abc import Callable

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import Sample

TEMPLATES: dict[str, list[str]] = {
    # A label of a language the table had no word for, or words between the label and its
    # value that no separator reads: an "is" of the label's language, a note, a whose-clause.
    "labelled_password": [
        "minu salasõna on {v}", "kodeordet til routeren er {v}", "a palavra-passe da rede é {v}",
        "palavra passe nova -> {v}", "parolingiz: {v}", "wachtwurd fan de kompjûter: {v}",
        "heslo k wifine je {v}", "నా సంకేతపదం {v}", "ಗುಪ್ತಪದ: {v}", "លេខសម្ងាត់ {v}",
        "መሕለፊ ቃል {v} እዩ", "الباسورد {v}", "패스워드 {v} 입니다", "พาสเวิร์ด {v} นะ",
        "kontrasenyas ko ay {v}", "ijambo ry'ibanga ni {v}", "ger-tremen ar wifi: {v}",
        "Passwort vom Drucker hab ich neu gesetzt: {v}", "password (ask before sharing!) — {v}",
        "password to the staging box, as agreed, {v}", "senha do roteador fica {v}",
        "s'Passwort vo de NAS isch {v}", "d'Passwuert vum Router ass {v}",
        "parool wifi jaoks: {v}", "lozinku za mail sam stavio na {v}",
        "the iDRAC password on web-03 is {v}",
    ],
    # Chat: a short label, a word of the writer's language, the value, more words.
    "chat_password": [
        "pass nya {v} ya", "pw nya {v} bro", "пасс {v} 👌", "passward {v} hai bhai",
        "mera paasword {v} hai", "pw skrg {v}", "kodeord: {v} husk det",
    ],
    # Any command's password flag or `-auth=user:…`, a password piped into any command, a
    # password as the second of two quoted strings on a line, a key label's type digit first.
    "cli_password": [
        "kpasswd -w {v} alice", "elinks -auth=ops:{v} http://intranet/", "tool --pw {v} sync",
        "echo '{v}' | vaultctl unlock", 'printf "{v}" | age -d -p backup.age',
    ],
    "config_file": ['"svc_report" "{v}"', "enable secret 0 {v}", "  password 0 {v}"],
    # A passphrase: four words joined after a label and a note, a note before the line's end.
    "passphrase": [
        "diceware for the NAS -> {p}", "passphrase (five words)\n{s}", "frase-passe: {s}",
    ],
    # Vendors' published token shapes: ntfy's access token, Akamai's EdgeGrid client token.
    "vendor_token": [
        "NTFY_TOKEN={t}", "curl -H 'Authorization: Bearer {t}' ntfy.sh/x", "{a}",
        "kunci API Moengage: {h}", "klíč k Pohoda API = {h}", "avain Vero API: {h}",
    ],
    # A login and its password joined by a plus or an ampersand.
    "login_pair": ["login: ops.admin + {v}", "my login: k.tan & {v} (staging)"],
    # Spelled out: Welsh and Slovak words, its case said before the word, the word described.
    "spelled_password": [
        "cyfrinair: y gair {w} ac yna {d}", "heslo je slovo {w}, za tým {d}",
        "password, all caps, {w}, then {d}", "wifi password - the town we met in, {w}, plus {d}",
    ],
}  # fmt: skip

_WORDS = ["Tamarack", "Ocelot", "Pumice", "Wren", "Sorrel", "Basalt", "Ibex", "Nutmeg"]


def _password(rng: random.Random) -> str:
    """A password of one of the shapes people pick: a word, a symbol and digits; a word with
    capitals inside and digits; letters and digits swapped (three or more digits)."""
    word = rng.choice(_WORDS)
    shape = rng.randrange(3)
    if shape == 0:
        return word + rng.choice("!#%*+=?@&$") + v.r(rng, v.DIGITS, rng.choice([3, 4]))
    if shape == 1:
        return word.lower() + word[:3].upper() + "_" + v.r(rng, v.DIGITS, 2)
    mixed = "".join(rng.choice([c, c.upper()]) for c in word.lower()[1:])
    return word[0].lower() + mixed + v.r(rng, v.DIGITS, 3) + "Q"


_MAKERS: dict[str, Callable[[random.Random], str]] = {
    "labelled_password": _password,
    "chat_password": _password,
    "login_pair": _password,
    "cli_password": _password,
    "config_file": _password,
}


def sample(cls: str, rng: random.Random) -> Sample:
    if cls == "spelled_password":
        word, digits = rng.choice(["quillwort", "bramble", "loquat"]), v.r(rng, v.DIGITS, 3)
        template = rng.choice(TEMPLATES[cls])
        return Sample(cls, template.replace("{w}", word).replace("{d}", digits), word)
    if cls == "vendor_token":
        ntfy = "tk_" + v.r(rng, string.ascii_lowercase + v.DIGITS, 29)
        akamai = "-".join(
            ["akab", *(v.r(rng, string.ascii_lowercase + v.DIGITS, 16) for _ in "ab")]
        )
        template = rng.choice(TEMPLATES[cls])
        hexkey = v.r(rng, v.HEX, 32)
        value = akamai if "{a}" in template else hexkey if "{h}" in template else ntfy
        text = template.replace("{t}", ntfy).replace("{a}", akamai).replace("{h}", hexkey)
        return Sample(cls, text, value)
    if cls == "passphrase":
        words = rng.sample(["cobble", "lichen", "parsnip", "gannet", "ember", "quarry"], 5)
        template = rng.choice(TEMPLATES[cls])
        phrase = "-".join(words) if "{p}" in template else " ".join(words)
        return Sample(cls, template.replace("{p}", phrase).replace("{s}", phrase), phrase)
    value = _MAKERS[cls](rng)
    return Sample(cls, rng.choice(TEMPLATES[cls]).replace("{v}", value), value)


# Lookalikes: a password label, then a product, a version, a host, a keyword argument, a
# policy: nothing shaped like a password, or a clause about the password.
CLEAN = [
    "the password for server01.corp.example expired yesterday",
    "password reset for j.smith@example.com went through",
    "the password policy changed in v2.4.1-RC2",
    "pass --verbose=true to see more",
    "pass the MacBookPro16 to Anna tomorrow",
    "the password of the 1Password vault is in the safe",
    "we pass Windows11 images to the build farm",
    "your password must be 12+ characters, so not Summer2024",
    "kodeord skal være mindst 12 tegn",
    "a palavra-passe expirou no servidor srv-db-01",
    "PW isch abgloffe, bitte neu setze",
    "password hashing uses Argon2id with m=65536",
    "password for the PowerEdgeR740 iDRAC is on the sticker",
    "pass ConfigV2 to the loader",
    "the password field in UserForm2 is required",
    "password expiry is set in GPO Default-Domain-Policy2",
    "password: see KB0012345 in ServiceNow",
    "the password rotation job (cron-nightly-02) failed",
    "pass the baton to Team3Alpha",
    "heslo musí mať aspoň 10 znakov",
    "parol uzunligi kamida 8 belgi",
    "password spray detected from 203.0.113.7 against OWA2019",
    "password manager: KeePassXC 2.7.6 on Ubuntu22.04",
    "pass tests with pytest -k TestLogin2",
    "Password-less login via FIDO2 keys (YubiKey5C) is rolling out",
    "password complexity per NIST SP800-63B",
    "sandi ganti tiap 90 hari, lihat SOP-IT-07",
    "pass it to ImageNet1k loader",
    "password reset tickets go to queue IT-Helpdesk2",
    "For double-width terminals pass ``ambiguous_width=2``:",
    "salasõna peab olema vähemalt 12 märki",
    "the passphrase prompt of GnuPG2 times out",
    "login: google + facebook",
    "sign in with SSO & MFA2024",
    "password: the usual one, and then some",
    "cyfrinair: gofynnwch i Tom",
    "ssh -p 2222 ops@bastion",
    "docker run -p 8080:80 nginx",
    "grep -w TODO src/",
    "git log -p HEAD~3",
    "echo $PATH | tr : '\\n'",
    "echo 'build done' | mail -s CI ops",
    '"report" "md5d3b07384d113edec49eaa6238ad5ff00"',
    "mvn -P release-2024 deploy",
    "curl -k https://intranet.example/health",
    "passphrase (optional)\nLeave it empty for none",
    "diceware: see the EFF word list",
    "tk_setPalette is a Tk method",
    "akab-client-token goes in .edgerc",
]
