"""Secret families, round 20b (issue 46): a key after `Authorization:` and a vendor's own scheme
word; a key whose prefix names a key (`skey_`, `apikey_`), in a command, a flag, prose or in
groups (`vendors`); a register's number after its abbreviation with a dot (`registers`); a
setter of a dotted key path ending in a secret's part (`config_files`); a router's key of random
capitals after a network's name and a slash (`wifi_keys`). Their lookalikes stay. Its tuning
samples are `secret_classes_families_round20b.py`.
"""

from __future__ import annotations

from tests.memories.redaction.round_checks import class_tests

# (text, the secret that must go): in shapes other than the held-out corpora's and the tuning
# samples'.
CLASSES = [
    # A vendor's own scheme word after `Authorization:`.
    ("-H 'Authorization: Upstage-Key 3f9a1c7e5b2d4f6a8c0e'", "3f9a1c7e5b2d4f6a8c0e"),
    ('{"Authorization": "GenieKey 9b2c4d6e-8f0a-4b1c-9d3e-5f7a9b1c3d5e"}', "9b2c4d6e-8f0a"),
    # A key whose prefix names a key.
    ("they gave us skey_test_61x0qm9kz2pwr7bvh3c yesterday", "skey_test_61x0qm9kz2pwr7bvh3c"),
    ("bagong key: pkey_62ab9xq0wmz4tr8kc1n", "pkey_62ab9xq0wmz4tr8kc1n"),
    ("nueva: seckey_live_pq72mnxa9lk3zt0w", "seckey_live_pq72mnxa9lk3zt0w"),
    ("lue se ääneen: skey_ 4rt9x m2kq7 pz0c8 w1n", "4rt9x m2kq7"),
    # A register's number after its abbreviation with a dot.
    ("Leverandørens Org.nr. 923609016 MVA", "923609016"),
    # A setter of a dotted key path ending in a secret's part.
    ("uci set wireless.wifinet1.key='QX7TRPLMZW2K'", "QX7TRPLMZW2K"),
    ("uci set wireless.guest.key=TRX4NQZM8W", "TRX4NQZM8W"),
    # A router's key of random capitals after a network's name and a slash.
    ("Wi-Fi sa bahay: PLDTHOMEFIBR-a8c2 / KZNX4TRWPQ", "KZNX4TRWPQ"),
]

# Lookalikes that stay as written.
KEPT = [
    "Authorization: pending approval from finance, ticket 2024",
    'headers = {"Authorization": "DeepL-Auth-Key " + key}',
    "monkey_patch_helpers in the test module",
    "skey_configuration_value is a setting's name",
    "org.nr. kommer på fakturaen",
    "Org.nr. 923609017 MVA",  # (its check digit fails)
    "see example.org no. 923609016",
    "uci set wireless.wifinet1.ssid='Casa2G'",
    "ssl.key: /etc/ssl/private/server2.pem",
    "config.shortcut.key=Ctrl+Shift+F12",
    "Wi-Fi sa bahay: Bahay Kubo / SIEHEZETTEL",
]


test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CLASSES, KEPT)
