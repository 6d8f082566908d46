# ruff: noqa: RUF001  (the long s is what a guard must fold as Python does)
"""Secret families, round 16b (issue 46): the word for "key" in more languages and any short
word between it and "API", a vendor's prefix in capitals (`api_keys`); an identifier's last word
that grants access (`credentials`); ids by stdnum's English long names (`ids`); backup-code
lists under more languages' words with a clause before the list (`code_lists`); user labels of
more languages and passwords of dot-joined words (`logins`); a value named by what it was set
for (`set_for`); a command's arguments written as a list (`argv_lists`). Their lookalikes stay.
Its tuning samples are `secret_classes_families_round16b.py`.
"""

from __future__ import annotations

import re

import pytest

from memories.redaction import api_keys, code_lists, scrub_secrets
from memories.redaction.first_chars import guard
from tests.memories.redaction.round_checks import class_tests

# (text, the secret that must go): in shapes other than the held-out corpora's and the tuning
# samples'.
CLASSES = [
    # The word for "key" in languages no list had, either order, a short word between.
    ("API-Slötel vun Tatum: 3f9c2a7e5b1d4c8e9a0b6d2f7e1c3a5b", "3f9c2a7e5b1d4c8e9a0b6d2f7e1c3a5b"),
    ("alc'hwez API evit Twelve Data : 0f4e2c7a-91b3-4d5e-a6f7-18c9d0e1f2a3", "0f4e2c7a-91b3"),
    (
        "iuchair API airson Wise: 7c1e9a3b5d7f9b1d3f5a7c9e1b3d5f7a",
        "7c1e9a3b5d7f9b1d3f5a7c9e1b3d5f7a",
    ),
    (
        "clau per l'API de Holded: 9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a",
        "9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a",
    ),
    # An identifier that names what grants access.
    (
        "UPLINK_ACCESS_GRANT=14fRq9ZtB3xKm8VnP2wLc7YhJ5dGs6TbQ1aEr4uNk9zXo3HiWv7MjC2pFe8LyD5S",
        "14fRq9ZtB3xKm8VnP2wLc7YhJ5dGs6TbQ1aEr4uNk9zX",
    ),
    ("export SESSION_COOKIE=Zq8Lm3Vx7Np2Kt9Wr4Hc6Jb1Fd5Gs0Ya", "Zq8Lm3Vx7Np2Kt9Wr4Hc6Jb1Fd5Gs0Ya"),
    ("NPM_AUTH=Zq8Lm3Vx7Np2Kt9Wr4Hc6Jb1Fd5Gs0Ya", "Zq8Lm3Vx7Np2Kt9Wr4Hc6Jb1Fd5Gs0Ya"),
    # An id by stdnum's English long name.
    ("Individual Taxpayer Identification Number: 912-70-3456", "912-70-3456"),
    # Backup codes under more languages' words, a clause between.
    ("Notfallcodes vom GitHub-Konto\n4821-7730\n1954-0086\n6618-2245", "1954-0086"),
    ("nødkoder for Steam-kontoen\n48217730\n19540086\n66182245", "19540086"),
    ("còdan cùl-taic airson Slack:\n48217730 19540086 66182245", "19540086"),
    # Any language's word for codes, alone or in a compound: four codes or more of one shape.
    ("Sicherheitscodes vom Konto:\n48217730 19540086 66182245 11223344", "19540086"),
    ("kodeak (Zoho)\n4821-7730\n1954-0086\n6618-2245\n7731-0042", "1954-0086"),
    # A user label of more languages, a password of dot-joined words.
    ("Benotzer marc.w, Passwuert harbor.thistle.beacon.quarry31", "harbor.thistle.beacon"),
    ("Brûker ingrid, wachtwurd osprey.bramble.cinder.lark72", "osprey.bramble.cinder"),
    # Named by what it was set for, in English and other languages.
    ("Kittiwake2207 — that's what we chose for the NAS", "Kittiwake2207"),
    ("Moorhen4471, das hab ich für die FritzBox genommen", "Moorhen4471"),
    # A command's arguments as a list.
    ('subprocess.run(["sshpass", "-p", "Wq7marlin2291", "ssh", "ops@db1"])', "Wq7marlin2291"),
    ('ENTRYPOINT ["redis-cli", "-a", "Wq7marlin2291", "ping"]', "Wq7marlin2291"),
    ("command: [mysql, -u, root, -pWq7marlin2291]", "Wq7marlin2291"),
    ("args:\n  - ldapsearch\n  - -D\n  - cn=admin\n  - -w\n  - Wq7marlin2291", "Wq7marlin2291"),
]

# Lookalikes that stay as written.
KEPT = [
    "API-Slötel: kiek in'n Passwoortmanager",
    "clau de l'API: demana-la a l'equip",
    "GRANT ALL PRIVILEGES ON db.* TO 'app'@'%'",
    "CREDENTIALS_PATH=/etc/app/credentials.json",
    "Taxpayer Identification Number (TIN) is required on W-9",
    "Notfallcodes für das Konto sind abgelaufen",
    "Benotzer marc.w, Grupp admins",
    "org.apache.commons.lang3 is on the classpath",
    "postgres16, that's what we use for the staging database",
    "v2.4.1, that's what I set for the chart version",
    "error codes: 40400001, 50000002, 50300003, 40100004",
    "Tracking codes: 12345678, 23456789, 34567890, 45678901",
    "codes 2024 2025 2026 2027 are the release years",
    '["ls", "-la", "/tmp"]',
    '["mysql", "-u", "root", "-p"]',
    "- apples\n- pears\n- plums",
]


test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CLASSES, KEPT)


def test_a_list_item_goes_alone() -> None:
    text = '{"cmd": ["pg_dump", "-h", "db", "--password", "Wq7marlin2291", "-f", "out.sql"]}'
    assert scrub_secrets(text).text == (
        '{"cmd": ["pg_dump", "-h", "db", "--password", "[REDACTED:password_assignment]",'
        ' "-f", "out.sql"]}'
    )


@pytest.mark.parametrize(
    "words",
    [
        "|".join(api_keys.KEY_NOUNS.values()),
        "|".join(code_lists.BACKUP_WORDS.values()),
        r"(?:ab|[cç]d|ſt|(?i:ké)|ß)",
    ],
)
def test_a_guard_never_narrows_its_pattern(words: str) -> None:
    plain = re.compile(f"(?i:(?:{words}))")
    guarded = re.compile(f"(?i:{guard(f'(?:{words})')}(?:{words}))")
    texts = [t for t, _s in CLASSES] + ["Ålesund KÉ ſt Cd çd ab", "STT ßx nøkkel Κλειδί"]
    for text in texts:
        for at in range(len(text)):
            assert bool(plain.match(text, at)) <= bool(guarded.match(text, at)), (text, at)


def test_no_guard_where_an_alternative_starts_with_any_character() -> None:
    assert guard(r"(?:ab|.c)") == ""
    assert guard(r"(?:ab|\wc)") == ""
