# ruff: noqa: RUF001  (labels of other scripts are the subject)
"""Tuning samples of the classes held-out 4 found raw, in shapes of their own (issue 46, fifth
round): other wordings, languages, tools, separators and values than held-out 4's sentences, so
a rule fitted to one sentence fails here. Part of the families tuning corpus
(`secret_classes_families.py` draws from `TEMPLATES`, `field_pairs` and `CLEAN`).

Placeholders: {x} a password with three classes, {a} a word and a year (two classes), {u} a
user, {w} a word, {d} digits, {p} a PIN, {q} a PIN read out with dashes, {j} words joined into a
passphrase, {c} a one-time code in two groups, {k} a card code, {n} a national id, {b} a long
base64 key, {t} a vendor token and {A} an AWS key id written in groups ({T} in pairs), {I} a capital
letter, {r} a lock's combination and {e} a one-time code in pairs of digits;
the secret is the first of them in the text.
"""

from __future__ import annotations

import random
import string

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, Sample

TEMPLATES: dict[str, list[str]] = {
    # "Is" in more languages; a qualifier and then the value with no separator.
    "labelled_password": [
        "slaptažodis yra {x}", "parole ir {x}", "nenosiri ni {x}", "cyfrinair yw {x}",
        "la contrasenya del correu és {x}", "password for the NAS {x}", "hasło do serwera {x}",
        "Passwort für den Drucker {x}", "пароль від пошти {x}", "contraseña del router {x}",
        "парола е {x}", "пароль є {x}", "la clau és {x}", "my password's {x}",
        "password (temporary): {x}", "Passwort [alt]: {x}", "the password for 'root' is {x}",
    ],
    # A keypad, a lockbox or a door's code by its own name; digits read out with dashes.
    "pin_code": [
        "lockbox at the cabin: {p}", "Garagencode {p}", "code de la porte : {p}",
        "kod do domofonu {p}", "portkoden är {p}", "codice del cancello {p}", "keypad => {q}",
        "the key safe is {p}", "Haustürcode lautet {q}", "código del portal: {p}",
        "bike lock combo {p}", "combination to the safe: {r}", "PIN-Nummer: {p}", "ПИН-код: {p}",
    ],
    # `u=`/`p=` keys, and a well-known account before a spaced slash or bar.
    "login_pair": [
        "u={u} p={x}", "user: {u}, p: {x}", "https://nas.local/login?user={u}&p={x}",
        "usr={u}; p={x}", "Gitea: root / {a}", "postgres | {a}", "grafana admin / {a}",
        "login={u} p={x}", "uname: {u} / p: {x}", "{u}:{x}@ssh.example.org",
    ],
    # Softened, with `+` and `&`, the case in brackets, or said first and named after.
    "spelled_password": [
        "password: basically {w} plus {d}", "Passwort ist einfach {w} und dann {d}",
        "hasło to po prostu {w} i {d}", "pw = {w} (all caps) + {d}", "pin is simply {w} & {d}",
        "type {w}, then {d}, then a dollar sign — that is the wifi password",
        "{w} followed by {d}, which is our router password", "{W} (with a capital first letter) + {d}",
        "pw = {W} (capital {I}) + {d}",
        "the wifi password is the name of our dog, {W}, followed by {d}",
        "my password is my cat's name {W} with {d} at the end",
    ],
    # A value first, then what it is.
    "reversed_password": [
        "{x} — that's the new password", "{x}, which is our admin pw",
        "note: {x} -- this is the vpn password", "{a}; that is my email password",
    ],
    # htpasswd's flags one by one or grouped, in any order.
    "cli_password": [
        "htpasswd -c -b .htpasswd {u} {x}", "htpasswd -B -C 10 -b users.db {u} {x}",
        "htpasswd -n -b {u} {x}", "htpasswd -bB /etc/apache2/.htpasswd {u} {x}",
        "ssh-keygen -t ed25519 -N '{x}' -f id_deploy",
    ],
    # An identifier that names a key, then a long random run.
    "named_key": [
        "STORAGE_ACCOUNT_KEY={b}", "minio.root.secret: {b}", "SIGNING_SECRET = '{b}'",
        "firebaseServerKey: AAAA{f}", "const mapboxToken = \"{b}\";",
    ],
    # A card's code where it is printed, in the languages of checkout pages.
    "card_code": [
        "CVC on the back: {k}", "Kartenprüfziffer {k}", "cryptogramme visuel : {k}",
        "código de seguridad {k}", "the security code at the back is {k}",
    ],
    # National ids of more countries, the `-nummer` compounds.
    "national_id": [
        "asmens kodas {n}", "personas kods {n}", "kennitala {n}", "INSZ {n}",
        "Ausweisnummer: {n}", "CPR-nr. {n}", "rijksregister {n}", "numéro de sécu {n}",
    ],
    # A one-time code in two groups.
    "otp_code": [
        "your Apple ID code is {c}", "kod weryfikacyjny: {c}", "code de vérification {c}",
        "verification code {c} (valid 10 min)", "{c} is your verification code",
        "Authy code: {c}", "one-time password: {c}", "OTP {e}",
    ],
    # A network's key that is a passphrase, under any name.
    "wifi_key": [
        "wifi Gäste, passcode {j}", "WLAN: Buero-5G — Kennwort {j}",
        "network Cafe Lumen, wachtwoord {j}", "SSID Lab-2G / key {j}", "Wi-Fi passcode {j}",
        "wifi 'Home 5G', pass {j}",
    ],
    # A passphrase of joined words right after its label.
    "passphrase": [
        "gpg passphrase {j}", "keystore passphrase {j}", "passphrase {j}", "ssh-add passphrase {j}",
    ],
    # A token written in groups with a space between.
    "spaced_token": [
        "the token, in fours: {t}", "gitlab: {t}", "read back as {t}", "{t} (split for the bot)",
        "aws key id {A}", "in pairs: {T}",
    ],
}  # fmt: skip

_WORDS = ["pelican", "quartz", "marigold", "tamarind", "heron", "bramble", "cobalt", "lantern"]


def _values(rng: random.Random) -> dict[str, str]:
    word = rng.choice(_WORDS)
    x = (
        v.r(rng, string.ascii_lowercase, 4)
        + v.r(rng, v.DIGITS, 3)
        + rng.choice("%$!#&")
        + v.r(rng, string.ascii_uppercase, 2)
    )
    prefix = rng.choice(["ghp_", "glpat-", "xoxb-", "sk-proj-"])
    size = rng.choice([4, 5])
    token = prefix + v.r(rng, v.ALNUM, 36)
    spaced = " ".join(token[i : i + size] for i in range(0, len(token), size))
    aws = "AKIA" + v.r(rng, string.ascii_uppercase + v.DIGITS, 16)
    return {
        "x": x, "a": word.title() + str(rng.randrange(1950, 2030)) + rng.choice(["-", ".", ""]),
        "u": rng.choice(["ops", "marta", "svc-ci", "j.kowal"]), "w": word, "W": word.title(),
        "d": v.r(rng, v.DIGITS, 3), "p": v.r(rng, v.DIGITS, rng.choice([4, 5, 6])),
        "q": "-".join(v.r(rng, v.DIGITS, 4)),
        "j": rng.choice(["-", "_", "."]).join(rng.sample(_WORDS, rng.choice([3, 4]))),
        "c": v.r(rng, v.DIGITS, 3) + rng.choice([" ", "-"]) + v.r(rng, v.DIGITS, 3),
        "k": v.r(rng, v.DIGITS, rng.choice([3, 4])), "n": v.r(rng, v.DIGITS, rng.choice([10, 11])),
        "b": v.r(rng, v.ALNUM + "+/", 86) + "==",
        "f": v.r(rng, v.ALNUM, 7) + ":APA91b" + v.r(rng, v.ALNUM + "_-", 134), "t": spaced,
        "I": word[0].upper(), "A": " ".join(aws[i : i + 4] for i in range(0, 20, 4)),
        "r": "-".join(v.r(rng, v.DIGITS, 2) for _ in range(3)),
        "e": "-".join(v.r(rng, v.DIGITS, 2) for _ in range(3)),
        "T": " ".join(token[i : i + 2] for i in range(0, len(token), 2)),
    }  # fmt: skip


_ORDER = ("x", "a", "w", "W", "p", "q", "r", "j", "c", "e", "k", "n", "b", "f", "t", "T", "A")


def sample(cls: str, rng: random.Random, templates: dict[str, list[str]] | None = None) -> Sample:
    """One sample of ``cls`` from ``templates`` (this round's by default; later rounds pass theirs)."""
    values = _values(rng)
    template = rng.choice((templates or TEMPLATES)[cls])
    used = sorted((template.index("{" + k + "}"), k) for k in _ORDER if "{" + k + "}" in template)
    key = used[0][1]
    secret = values[key]
    if key == "f":
        secret = "AAAA" + secret
    return Sample(cls, template.format(**values), secret)


# A label ending one field, the value starting the next: door and gate codes (held-out 4's
# `door code` | `7360` class), in other words and languages.
_PAIR_FIRSTS = ["gate code", "Türcode", "keypad", "PIN", "alarm code", "digicode", "kod do drzwi"]


def field_pairs(n: int, rng: random.Random) -> list[FieldPair]:
    out = []
    for i in range(n):
        pin = v.r(rng, v.DIGITS, rng.choice([4, 5, 6]))
        second = rng.choice(["{p}", "{p}#", "{p} (new)"]).format(p=pin)
        out.append(FieldPair("split_pin", _PAIR_FIRSTS[i % len(_PAIR_FIRSTS)], second, pin))
    return out


# Lookalikes of this round's classes: prose and config that holds no secret.
CLEAN = [
    "U=1234, p=0.03 in the Mann-Whitney test.",
    "the password for account alice2024 expired yesterday",
    "v2.0 is the new password policy",
    "The keypad is broken again, call the landlord.",
    "wifi code is on the fridge",
    "sort_key = createdAtTimestamp2",
    "when they were done with 2024 plans",
    "Room 4821 near gate B44A then left",
    "the network is down, key rotation pending",
    "CVC is printed on the back of the card.",
    "Read the docs and then 5 pages, that is the password guide",
    "primary_key: user_id",
    "git@github.com:acme/app.git",
    "it is so on to be or no go",
    "call 12 34 56 78 now",
    "the combination to the problem is 2024 and more",
    "we met on 12-03-24",
    "the password's strength matters",
    "password (see below): minimum twelve characters",
    "ssh-keygen -t ed25519 -N '' -f key",
]
