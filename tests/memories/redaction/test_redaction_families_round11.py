"""Secret families, eleventh round (issue 46): what held-out 9 still left, fixed in general
form (its tuning samples are `secret_classes_families_round11.py`): password labels of more
languages as data (`memories.redaction.label_words`), a value shaped like a password a few
words after a password label or after any command's password flag (`memories.redaction.shaped`),
logins joined by a plus, passwords spelled out in more words, passphrases after a note; their
lookalikes stay.
"""

from __future__ import annotations

import pytest

from memories.redaction import scrub_secrets
from memories.redaction.shaped import password_shaped
from tests.memories.redaction import secret_classes_families_round11

# (text, the secret that must go): in shapes other than held-out 9's.
CLASSES = [
    # Labels the table had no word for.
    ("kodeord: Ibex#2291", "Ibex#2291"),
    ("a palavra-passe do portátil é Ibex#2291", "Ibex#2291"),
    ("salasõna: Ibex#2291", "Ibex#2291"),
    ("ಗುಪ್ತಪದ Ibex#2291", "Ibex#2291"),
    ("пасс на сервер: Ibex#2291", "Ibex#2291"),
    ("motdepasse=Ibex#2291", "Ibex#2291"),
    # Words no separator reads between the label and its value.
    ("Passwort für den Drucker isch Ibex#2291", "Ibex#2291"),
    ("ពាក្យសម្ងាត់ ថ្មី គឺ Ibex#2291", "Ibex#2291"),
    ("password (team only!!) - ibexIBEX_42", "ibexIBEX_42"),
    ("Kennwort hab ich geändert, neu: Ib3xN0tm3g", "Ib3xN0tm3g"),
    ("kata laluan router kami ialah Ibex#2291 ok", "Ibex#2291"),
    ("the password the vendor sent (Ibex#2291)", "Ibex#2291"),
    ("the BMC password on rack-12 is Ibex#2291", "Ibex#2291"),
    ("salasõna on Ibex#2291", "Ibex#2291"),
    # Chat: a short label, a word, the value.
    ("pass dia Ibex#2291 ya", "Ibex#2291"),
    ("PW isch Ibex#2291 gsi", "Ibex#2291"),
    ("vpn user ops, pass Ibex#2291", "Ibex#2291"),
    ("[Slack] Ana 10:02\npass ibexIBEX_42", "ibexIBEX_42"),
    # A login joined by a plus; passwords spelled out in more words.
    ("vpn login: r.ito + Ibex#2291", "Ibex#2291"),
    ("cyfrinair yw'r gair quillwort ac yna 404", "quillwort"),
    ("heslo: slovo loquat, za tým 77", "loquat"),
    ("password, in capitals, bramble, then 12", "bramble"),
    ("password: the river near the cabin, loquat, plus 9", "loquat"),
    # Any command's password flag, a password piped into any command, two quoted strings.
    ("kinit -w Ibex#2291 alice@CORP", "Ibex#2291"),
    ("w3m -auth=ops:Ibex#2291 http://wiki/", "Ibex#2291"),
    ("echo 'Ibex#2291' | pass-cli unlock", "Ibex#2291"),
    ('"svc_etl" "Ibex#2291"', "Ibex#2291"),
    ("username ops secret 0 Ibex#2291", "Ibex#2291"),
    # Passphrases: four words joined after a note, a note before the line's end, pt-PT's name.
    ("diceware for backups → cobble-lichen-parsnip-gannet", "cobble-lichen-parsnip-gannet"),
    ("the vault passphrase (5 words)\ncobble lichen parsnip gannet ember", "lichen parsnip"),
    ("frase-passe da chave: cobble lichen parsnip gannet", "lichen parsnip"),
    # Vendors' published token shapes.
    ("ntfy: tk_0a1b2c3d4e5f6g7h8i9j0k1l2m3n4", "tk_0a1b2c3d4e5f6g7h8i9j0k1l2m3n4"),
    ("client_token = akab-0a1b2c3d4e5f6g7h-8i9j0k1l2m3n4o5p", "0a1b2c3d4e5f6g7h"),
    # The word for key alone, a few words naming whose, a key-shaped value.
    ("kunci Mailjet prod: 0f1e2d3c4b5a69788796a5b4c3d2e1f0", "0f1e2d3c4b5a6978"),
    ("nøkkel til Vipps API = 7c9e6679742540de944be07fc1f90ae7", "7c9e6679742540de"),
]


def test_each_class_held_out_9_left_is_scrubbed_in_other_shapes() -> None:
    scrubbed = [(secret, scrub_secrets(text).text) for text, secret in CLASSES]
    assert [text for secret, text in scrubbed if secret in text] == []


@pytest.mark.parametrize(
    ("token", "shaped"),
    [
        ("Ibex#2291", True),
        ("ibexIBEX_42", True),
        ("Ib3xN0tm3g", True),
        ("SorrelBasaltNutmeg318", True),
        ("ec2-user", False),
        ("db-07", False),
        ("v2.4.1-RC2", False),
        ("1Password", False),
        ("MacBookPro16", False),
        ("Team3Alpha", False),
        ("Ubuntu22.04", False),
        ("ambiguous_width=2", False),
        ("ops@example.com", False),
        ("https://x.example/A1b2C3d4", False),
    ],
)
def test_a_password_shape_is_letters_digits_and_a_third_class(token: str, shaped: bool) -> None:
    assert password_shaped(token) is shaped


# Lookalikes: this round's tuning lookalikes (`secret_classes_families_round11.CLEAN`) and more.
LOOKALIKES = [
    *secret_classes_families_round11.CLEAN,
    "pass the salt, please",
    "password: see the vault entry Prod/DB",
    "the password you gave me didn't work. Try the MacBookPro16 one",
    "Passwort vergessen? Hilfe unter Tel. 030-1234567",
    "pass --user=admin to the script",
    "login: google + facebook",
    "ssh -w 5 -p 2222 ops@bastion",
    "echo 'hello world' | wc -w",
    '"name" "value"',
    "password (required)\nThe form checks it twice",
    "kunci rumah ada di bawah pot",
    "nøkkel til hytta: under matta",
    "allwedd y drws: commit 9fceb02d0ae598e95dc970b74767f19372d61af8",
]


def test_lookalikes_of_this_rounds_classes_are_left_alone() -> None:
    changed = [(text, scrub_secrets(text).text) for text in LOOKALIKES]
    assert [pair for pair in changed if pair[0] != pair[1]] == []
