"""Secret families, round 19b (issue 46): a key after "API", the word for a key, an elided article
and whose key, a shorter random run there too (`api_keys`); a key of a vendor's own prefix of
short words then hex, in a constructor, a JSON field or read out in groups (`vendors`); an empty
user before a key (`credentials`); a register's or a VAT number named by a word's root
(`registers`); a wifi key after a clause and a network's name, or elided words (`wifi_keys`).
Their lookalikes stay. Its tuning samples are `secret_classes_families_round19b.py`.
"""

from __future__ import annotations

from tests.memories.redaction.round_checks import class_tests

# (text, the secret that must go): in shapes other than the held-out corpora's and the tuning
# samples'.
CLASSES = [
    # A key after "API", the word for a key, an elided article and whose key.
    ("la chiave API 'o Ubble: 0A1B2C3D-4E5F-4A6B-9C7D-8E9F0A1B2C3D", "0A1B2C3D-4E5F-4A6B"),
    ("la clé d'API d'Ubble : 9F1C2D3E-4A5B-4C6D-8E7F-0A1B2C3D4E5F", "9F1C2D3E-4A5B-4C6D-8E7F"),
    # A vendor's own prefix of short words, then hex: a constructor, a JSON field, in groups.
    ("c = Docraptor('dr_live_7a1e93c04f5b28d6e1a0937c4b')", "7a1e93c04f5b28d6e1a0937c4b"),
    ('{"docraptor": "dr_tst_c04f5b28d6e1a0937c4b7a1e93"}', "c04f5b28d6e1a0937c4b7a1e93"),
    ("spelt out: dr_l ive_ 7a1e 93c0 4f5b 28d6 e1a0 937c", "7a1e 93c0 4f5b"),
    # An empty user before a key.
    ("curl https://api.example.io/v1/leads --user ':5b0e9c2d7f1a4e8b3c6d9f2a1e4b7c0d'", "5b0e9c"),
    # A register's or a VAT number named by its word's root.
    ("Estonian business registry code: 10000356", "10000356"),
    ("käibemaksukohustuslase number EE100931558", "EE100931558"),
    # A wifi key after a clause and a name, or after elided words.
    ("wifi at the farmhouse: Mas Vell / kwrtzp7h3m", "kwrtzp7h3m"),
    ("wifi Orange-5G-40, 't sleuteltje is StroopwafelKermis77", "StroopwafelKermis77"),
]

# Lookalikes that stay as written.
KEPT = [
    "curl -u ':' https://example.com/anonymous",
    "la chiave API 'o Ubble è scaduta",
    "c = Docraptor('templates/receipt_v3')",
    "test_user_cache_lookup is a snake_case name",
    "Estonian business registry code changed in 2024",
    "register 31415926 in the log",
    "käibemaksukohustuslase number EE100931559",  # (its check digit fails)
    "wifi at the farmhouse: Mas Vell / ask Joan",
    "wifi Orange-5G-40, l'hotel non lo sa",
]


test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CLASSES, KEPT)
