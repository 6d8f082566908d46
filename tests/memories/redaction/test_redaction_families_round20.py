"""Secret families, round 20 (issue 46): an elided label with a space after its apostrophe
(`labels`); two or three words joined by one sign, a number glued to the end, after a label with
no separator (`shaped`); letters of random case and a symbol, no digit; a said password with its
word for "word" after it, in scripts whose vowel signs are marks, or dictated after an account's
colon (`spoken`); any arrow before a code; a rescue code, Steam Guard's of any shape
(`one_codes`); a keypad's "type … and press …" and the code loanword's spellings (`pins`); the
Indic loanword "passphrase". Their lookalikes stay. Its tuning samples are
`secret_classes_families_round20.py`.
"""

from __future__ import annotations

from tests.memories.redaction.round_checks import class_tests

# (text, the secret that must go): in shapes other than the held-out corpora's and the tuning
# samples'.
CLASSES = [
    # An elided label with a space after its apostrophe.
    ("lu mot d' passe di l' ordinateur: kwr.Tz9!pla", "kwr.Tz9!pla"),
    ('{"mot d\' passe": "ambrette-ourlet512"}', "ambrette-ourlet512"),
    # Joined words and a number glued to the end, no separator after the label.
    ("password ng wifi sa bahay pa rin gulaman_sapin44", "gulaman_sapin44"),
    ("kata laluan emel saya rendang.ketupat907", "rendang.ketupat907"),
    # Letters of random case and a symbol, no digit.
    ("wachtwoord blijft pQmWzRtY%bnKx voorlopig", "pQmWzRtY%bnKx"),
    # Said: the word for "word" after it, then "after that"; dictated after an account's colon.
    ("पासवर्ड आहे kokum शब्द, त्यानंतर 418", "kokum"),
    ("for the Hulu login: tamarind then 6620", "tamarind"),
    # Any arrow before a code; a rescue code; Steam Guard's code of any shape.
    ("CVV ⟶ 318", "318"),
    ("Epic rescue code: Q7ZK2M9", "Q7ZK2M9"),
    ("Steam Guard backup: 4KX9Q2W", "4KX9Q2W"),
    # A keypad's instruction; the code loanword's spellings.
    ("garage keypad: key in 5193 and hit ENTER", "5193"),
    ("côde del grîlle: 73019", "73019"),
    # The Indic loanword "passphrase".
    ("પાસફ્રેઝ: walnut ember drizzle cobalt", "walnut ember drizzle cobalt"),
]

# Lookalikes that stay as written.
KEPT = [
    "lu mot d' passe a candjî ayir",
    "password for build-agent42 is in the vault",
    "Agenda: lunch and then 1400",
    "Steam Guard is on since version 2024",
    "alarm panel: type the date and press OK",
    "the iPhone&iPad bundle costs less",
    "password policy, version 12",
    "côde postal del vile: 4000",
]


test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CLASSES, KEPT)
