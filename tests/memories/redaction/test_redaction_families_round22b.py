# ruff: noqa: RUF001  (words of other scripts are what these cases say)
"""Secret families, round 22b (issue 46): a personal, citizen or national number after a word
that says whose it is, in any language (`personal_numbers`); a passport's number after a
language's own word for a passport (`passport_words`); a password fed on its input to a command
that logs in (`stdin_passwords`); a key read out three, five or six hex characters at a time
(`spaced`); a wifi key after a network's name and another script's separator, or after "and its
key is" (`wifi_keys`). Their lookalikes stay. Its tuning samples are
`secret_classes_families_round22b.py`.
"""

from __future__ import annotations

from tests.memories.redaction.round_checks import class_tests

# (text, the secret that must go): in shapes other than the held-out corpora's and the tuning
# samples'.
CLASSES = [
    # A word that says whose the number is, in any language, before nine to thirteen digits.
    ("Sanaa's personal ID is 29104150123", "29104150123"),
    ("numéro national du citoyen : 750312345678", "750312345678"),
    ("личный номер гражданина 3011987654", "3011987654"),
    ("ენის სამოქალაქო ნომერი 61017023456", "61017023456"),
    ("ọmọ ilu nọmba idanimọ 48210937561", "48210937561"),
    # A birth date and a serial after such a word.
    ("fødselsnummeret hennes: 120374 12345", "120374 12345"),
    ("주민등록번호 900101-1234567", "900101-1234567"),
    # A language's own word for a passport, a passport-shaped value after it.
    ("številka mojega potnega lista je PB0458812", "PB0458812"),
    ("putovnica br. 117734590", "117734590"),
    # A password on the input of a command that names a user or logs in.
    ("forticlient-cli --username ana vpn.example.org <<< 'Quince-marble-77'", "Quince-marble-77"),
    ('echo "pelican_rust_408" | sftp-login -l backup store.example', "pelican_rust_408"),
    ("vpn-up --user=ana gw.example <<END\nmarlin-Quartz-61\nEND", "marlin-Quartz-61"),
    ("printf '%s' tolkien.ring99 | mount-share --user=media //nas/films", "tolkien.ring99"),
    # A hex key read out three, five or six characters at a time.
    ("read back in fives: 3fa9c 0d17e 52b84 c9e03 7a1f6 e8d25", "0d17e 52b84"),
    ("sechser Gruppen: 3fa9c0 d17e52 b84c9e 037a1f 6e8d25", "d17e52 b84c9e"),
    # A wifi key after a bracketed name and another script's colon, or after "its key is".
    ("Wi-Fi-ում (ArmenTel_5G)՝ x8kq2mz7wpv3", "x8kq2mz7wpv3"),
    ("wifi [Huawei-B311-7A]︓ r4nd0mk3yq8z", "r4nd0mk3yq8z"),
    ("the lodge network is Starlink-2C4 and its password is h7qz3kx9mwp2", "h7qz3kx9mwp2"),
    ("unser Gastnetz ist Speedport-3B1 und der Schlüssel ist q8zk2mx7wr4p", "q8zk2mx7wr4p"),
]

# Lookalikes that stay as written.
KEPT = [
    "my personal phone: 7700900123, after six",
    "citizen hotline: +995322123456",
    "national debt 31400000000 dollars",
    "my personal cell 555-123-4567",
    "national team 123456 789 (a score, not a date)",
    "customer identification number 1234567890",
    "personal best 3 hours, personal trainer booked",
    "putovnica i osobna su u torbi",
    "cat notes.txt <<< 'not a password here'",
    'login-helper --user ana <<< "$VPN_PASSWORD"',
    "echo yes | ssh-keygen -t ed25519",
    "cat > notes.txt <<EOF\nhello_world_1\nEOF",
    "echo 'text_for_count' | wc -c",
    "fingerprint: 3fa9c 0d17e 52b84 c9e03 7a1f6 e8d25",
    "postcodes 10115 20095 30159 40210 50667 60311",
    "the lodge network is Starlink-2C4 and its speed is fantastic",
    "das Stromnetz ist stabil, Zähler 4711 abgelesen",
    "Wi-Fi-ի անունը (ArmenTel_5G)՝ հյուրերի համար",
]


test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CLASSES, KEPT)
