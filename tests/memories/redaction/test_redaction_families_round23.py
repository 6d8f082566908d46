"""Secret families, round 23 (issue 46): a password named on its line and closing it after a few
words of any language, an aside or a runbook's step (`labelled_closing`); a passphrase after a
word for "secret"; a code after the word for "code" in languages with no `kod` stem
(`code_stems`); a lock's code after a verb of keying it in (`keypad_entries`); a card's code
said as the digits on its back or front (`numbers`); a word then a number after "it's" for a
machine (`spoken`). Their lookalikes stay. Its tuning samples are
`secret_classes_families_round23.py`.
"""

from __future__ import annotations

from tests.memories.redaction.round_checks import class_tests

# (text, the secret that must go): in shapes other than the held-out corpora's and the tuning
# samples'.
CLASSES = [
    # A password label, one to five words of any language or an aside, the value closing the line.
    ("parool on minu arvates Kestrel-VOXAN31", "Kestrel-VOXAN31"),
    ("gmail jelszó (régi telefon) Mombasa.TIRVEL88", "Mombasa.TIRVEL88"),
    ("kata laluan baru ialah durian?2007", "durian?2007"),
    ("the wiki password ahora es KoalaTimbuktu3321", "KoalaTimbuktu3321"),
    ("parolă: e tot bucharest.cluj.iasi!", "bucharest.cluj.iasi!"),
    (
        "Steps\n- log in to the UniFi console and reset the admin password\n- use Kumasi-PLOT77",
        "Kumasi-PLOT77",
    ),
    # A passphrase after a word for "secret".
    ("fráze tajná k trezoru: willow-comet-ember-saddle", "willow-comet-ember-saddle"),
    ("ujumbe wa siri: river.falcon.lantern.copper", "river.falcon.lantern.copper"),
    # The word for "code" with no `kod` stem.
    ("tangalt n tebburt: 8814", "8814"),
    ("nambari ya kufuli: 55102", "55102"),
    ("mã cổng sau: 4471", "4471"),
    # A lock's code after a verb of keying it in, or before one said last.
    ("to get into the locker tap in 90417", "90417"),
    ("Schuppen: 38214 eintippen", "38214"),
    # A card's code said as the digits on its back or front.
    ("the numbers on the back of my card: 518", "518"),
    # A word then a number after "it's", for a machine.
    ("for the iPad it's mango followed by 4412", "4412"),
]

# Lookalikes that stay as written.
KEPT = [
    "password reset for release v2.3.1",
    "the password policy changed in 2024-05-01",
    "password manager: Bitwarden 2023.10",
    "see docs at docs/Password2.md",
    "forgot password\nsee ticket ABC-1234",
    "the password field is called user_password2",
    "lambar waya: 4821",
    "rhif tŷ: 125",
    "dial 0800 to open an account",
    "dial 5551234 for the front desk",
    "enter the year 2019 at the door",
    "card number on the front page: 2024",
    "for the server it's lunch followed by 200 emails",
    "the secret ingredients are tomato-basil-garlic",
    "the secret of the release: v2.3.1",
]


test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CLASSES, KEPT)
