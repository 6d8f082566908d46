# ruff: noqa: RUF001  (words of other scripts are what these samples are written in)
"""Tuning samples of round 16b (issue 46), in shapes of their own: keys after the word for "key"
in more languages (Luxembourgish, Cornish, Greek, Georgian, Amharic, …) and a vendor's prefix
in capitals (`api_keys`), an identifier's last word that grants access (`GRANT`, `CREDENTIALS`,
`AUTH`: `credentials`), ids by stdnum's English long names (`ids`), backup-code lists under
compounds and words of more languages with a clause before the list (`code_lists`), a login
pair under user labels of more languages and a password of dot-joined words (`logins`), a
value named by what it was set for (`set_for`). Part of the families tuning corpus
(`secret_classes_families.py` draws from `TEMPLATES` and `CLEAN`).

Each template holds one `{v}`, the secret.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import Sample


def _mixed(value: str) -> bool:
    return any(c.isdigit() for c in value) and any(c.isalpha() for c in value)


def _hex(rng: random.Random) -> str:
    return v.until(rng, lambda r: v.r(r, v.HEX, 32), _mixed)


def _run(rng: random.Random, n: int) -> str:
    return v.until(rng, lambda r: v.r(r, v.ALNUM, n), _mixed)


def _base58(rng: random.Random) -> str:
    alphabet = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
    return v.until(rng, lambda r: v.r(r, alphabet, rng.randint(90, 160)), _mixed)


def _tin(rng: random.Random) -> str:
    """A US ITIN: 9, two digits, a middle group of 70 to 99 but 89 and 93 (stdnum's rule)."""
    middle = rng.choice([x for x in range(70, 100) if x not in (89, 93)])
    return f"9{v.r(rng, v.DIGITS, 2)}-{middle:02}-{v.r(rng, v.DIGITS, 4)}"


def _codes(rng: random.Random) -> str:
    sep = rng.choice(["\n", ", ", "  "])
    if rng.random() < 0.5:
        return sep.join(v.r(rng, v.DIGITS, 8) for _ in range(rng.randint(5, 10)))
    return sep.join(
        f"{v.r(rng, v.DIGITS, 4)}-{v.r(rng, v.DIGITS, 4)}" for _ in range(rng.randint(5, 10))
    )


def _dotted(rng: random.Random) -> str:
    words = rng.sample(["quill", "tansy", "marten", "basalt", "heron", "sorrel", "plover"], 4)
    return ".".join(words) + v.r(rng, v.DIGITS, 2)


def _worded(rng: random.Random) -> str:
    return rng.choice(["Gannet", "thistle", "Orchid", "kestrel", "Puffin"]) + v.r(rng, v.DIGITS, 3)


_MAKERS: dict[str, Callable[[random.Random], str]] = {
    "{hex}": _hex,
    "{uuid}": v.uuid4,
    "{pre}": lambda rng: rng.choice(["QX", "LV", "Kt", "MB"]) + "-" + _run(rng, 26),
    "{grant}": _base58,
    "{run}": lambda rng: _run(rng, 40),
    "{tin}": _tin,
    "{codes}": _codes,
    "{codes8}": lambda rng: "\n".join(v.r(rng, v.DIGITS, 8) for _ in range(rng.randint(4, 8))),
    "{dotted}": _dotted,
    "{worded}": _worded,
}

TEMPLATES: dict[str, list[str]] = {
    # "API key" with the word for key of languages no round had, either order; a prefix in
    # capitals before the random run.
    "vendor_token": [
        "Schlëssel fir d'API vum Mapbox — {hex}",
        "API-Schlëssel (Sendinblue): {uuid}",
        "alhwedh API rag Ably: {hex}",
        "κλειδί API για το Pinecone: {uuid}",
        "API გასაღები Bitly-სთვის: {hex}",
        "የAPI ቁልፍ ለ Paystack: {hex}",
        "iuchair API airson Algolia = {hex}",
        "API-nøkkelen til Tibber: {pre}",
        "çelësi API i Postmark: {pre}",
    ],
    # An identifier whose last word says it grants access (not "key", "secret", "token").
    "named_key": [
        "TIGRIS_ACCESS_GRANT={grant}",
        "export UPLINK_GRANT='{grant}'",
        "vault.credential: {run}",
        "GCP_SA_CREDENTIALS={run}",
        "npmAuth: {run}",
        '  sessionCookie = "{run}"',
    ],
    # A US ITIN by its English long name, stdnum's words for it.
    "national_id": [
        "ITIN letter: taxpayer identification number {tin}",
        "her Individual Taxpayer Identification Number is {tin}",
        "Individual Taxpayer Identification No. {tin} (from the W-7)",
    ],
    # Backup codes under more languages' words, a clause between the words and the list.
    "backup_codes": [
        "Wiederherstellungscodes für mein Proton-Konto\n{codes}",
        "noodcodes van het Bitwarden-account\n{codes}",
        "nødkoder til Dropbox-kontoen:\n{codes}",
        "còdan èiginn airson Discord:\n{codes}",
        "berreskuratze-kodeak (GitLab):\n{codes}",
        "Backupcoden vum Nextcloud-Kont\n{codes}",
        "Sicherheitscodes fir de Mailkont:\n{codes8}",
        "kódy pre obnovenie účtu (Alza)\n{codes8}",
    ],
    # A user label of more languages, a password's label no list has, a value of joined words;
    # a value named by what it was set for.
    "login_pair": [
        "Benotzernumm jhemmer, Passwuert {dotted}",
        "brûker sjoerd, wachtwurd {dotted}",
        "implijer gwenn / ger-tremen {dotted}",
        "{worded}, that's what we picked for the NAS admin",
        "{worded} — c'est ce que j'ai mis pour la box",
        "{worded}, das hab ich für den Router genommen",
    ],
}


def sample(cls: str, rng: random.Random) -> Sample:
    return v.slotted(cls, TEMPLATES[cls], _MAKERS, rng)


# Lookalikes: the same words with no secret after them.
CLEAN = [
    "Schlëssel fir d'API: kuck am Passwuertmanager",
    "κλειδί API: δες το 1Password",
    "STORJ_ACCESS_GRANT is read from the environment",
    "GRANT SELECT ON orders TO reporting_user_2024",
    "AUTH=none, COOKIE=session_default",
    "Taxpayer Identification Number field is optional on form 1042",
    "Wiederherstellungscodes für das Konto erneuern: Einstellungen > Sicherheit",
    "Fehlercodes: 40400001, 50000002, 50300003, 40100004",
    "noodcodes van het account zijn verlopen",
    "utf8mb4, that's what I set for the collation",
    "llama3.1:70b, that's what we used for the eval",
    "Benotzernumm fir de Portal: kuck d'Wiki",
    "com.example.app.v2 is the package name",
]
