"""Secret families, round 21b (issue 46): a passport's number after the word for a passport in
any spelling (`passport_words`); a national or tax number in its country's own grouping after a
word of any language (`id_formats`); a list of digit codes of one shape under any heading
(`code_lists`); a key read out four hex characters at a time (`spaced`); an app's id and secret
joined by `|` (`vendors`); a UUID or hex run right after the word for a key, a key whose prefix
says secret (`api_keys`); a login pair after "is" (`logins`); a password flag with a letter
before `-p` after one before `-u` (`credentials`); a wifi key after a network's name in
brackets (`wifi_keys`). Their lookalikes stay. Its tuning samples are
`secret_classes_families_round21b.py`.
"""

from __future__ import annotations

from tests.memories.redaction.round_checks import class_tests

# (text, the secret that must go): in shapes other than the held-out corpora's and the tuning
# samples'.
CLASSES = [
    # The word for a passport in a spelling no list has, a passport-shaped value after it.
    ("paspoto yangu: K4471902", "K4471902"),
    ("Pass-port-ul meu (paşaport) are seria AB1204587", "AB1204587"),
    ("паспортның номері — N12873341", "N12873341"),
    ("R55190342 ni namba ya pasipoti yangu", "R55190342"),
    ("vegabréf: TX4410287", "TX4410287"),
    ("серия и номер паспорта: 45 06 123456", "45 06 123456"),
    # A national or tax number in its own grouping, after a word of any language.
    ("Nambari ya utambulisho: 3-1006-00445-63-5", "3-1006-00445-63-5"),
    ("kennummer fan heit 85.07.30-033.28", "85.07.30-033.28"),
    ("numru tal-persuna 113.586.606-62", "113.586.606-62"),
    # Four digit codes or more of one shape, whatever the heading.
    ("Ersatzzugang, der Reihe nach:\n4830-1175\n9062-3381\n1749-5520\n6613-0947", "9062-3381"),
    ("mã dự phòng: 58204417, 73019952, 36627180, 91405538", "73019952"),
    ("sikukuu:\n- k7q2-m9x4\n- z8p1-w3n6\n- c5t9-b2r7\n- h4j6-q1v8", "z8p1-w3n6"),
    ("Google-Sicherung:\n4821 7730\n1954 2268\n6093 8817\n3376 5102", "1954 2268"),
    # A key read out four hex characters at a time.
    ("dictated: 9c1e 07ab 44d2 e9f0 3b7c 11aa 5e60 d8c2", "07ab 44d2"),
    ("el token, en grupos: 9c1e-07ab-44d2-e9f0-3b7c-11aa-5e60-d8c2", "07ab-44d2"),
    # An app's id and secret joined by `|`.
    ("graph token 1489520337711245|9f2c1ab07e5d4c3b8a6f0e1d2c3b4a59", "9f2c1ab07e5d4c3b8a6f"),
    # A key whose shape says it, right after the word for a key.
    ("Fireworks key 7f3e9a21-5b4c-4d8e-9f01-a2b3c4d5e6f7 for staging", "7f3e9a21-5b4c"),
    ("clave Mistral 0c4f8e2d9a7b6c5d4e3f2a1b0c9d8e7f", "0c4f8e2d9a7b6c5d4e3f"),
    ("новый токен 9f2c1ab07e5d4c3b8a6f0e1d2c3b4a59 для бота", "9f2c1ab07e5d4c3b8a6f"),
    ("STRIPEISH=acct_secret_k2m9x7q4w1z8v5n3b6c0d", "acct_secret_k2m9x7q4w1z8v5n3b6c0d"),
    # A login pair after "is".
    ("the Grafana login was viewer / kestrel-orbit-41", "kestrel-orbit-41"),
    ("the Firefly login for staging is berdaq / x9_pw_tree", "x9_pw_tree"),
    ("Zugangsdaten: hausmeister / Birke#Lampe7", "Birke#Lampe7"),
    # A password flag with a letter before `-p`, after one before `-u`.
    ("mailsend -smtp relay -au robot -ap Tundra.beacon93", "Tundra.beacon93"),
    # A wifi key after the network's name in brackets.
    ("WiFi ya ofisi [TP-Link_9C2E]: k7wqz3rmpx", "k7wqz3rmpx"),
]

# Lookalikes that stay as written.
KEPT = [
    "passport photos: 2 copies, 35x45",
    "passport office, booking ref AB1204587",
    "paspot bilong mi i lus long ples balus",
    "Nambari ya simu: 0712 345 678",
    "build 2.10.3-1 shipped on 2024-05-17",
    "85.07.30-033.29 (a number whose check digit fails)",
    "seasons: 2019-2020, 2020-2021, 2021-2022, 2022-2023",
    "order ids: 58204417, 73019952, 36627180, 91405538",
    "invoices 10000001, 10000002, 10000003, 10000004",
    "fingerprint 9c1e 07ab 44d2 e9f0 3b7c 11aa 5e60 d8c2",
    "00000020: 9c1e 07ab 44d2 e9f0 3b7c 11aa 5e60 d8c2  ....",
    "cache key 7f3e9a21-5b4c-4d8e-9f01-a2b3c4d5e6f7",
    "key id 7f3e9a21-5b4c-4d8e-9f01-a2b3c4d5e6f7",
    "request uuid 7f3e9a21-5b4c-4d8e-9f01-a2b3c4d5e6f7",
    "commit 3b7c11aa5e60d8c29c1e07ab44d2e9f03b7c11aa",
    "public_key_k2m9x7q4w1z8v5n3b6c0d is its setting's name",
    "the login is slow / flaky today",
    "login for staging is down / broken",
    "phones:\n5551 2345\n5551 2346\n5551 2347\n5551 2348",
    "1200 3400, 5600 7800, 9100 2300, 4500 6700",
    "acceso público / restringido",
    "flight AB1204587 and passport control",
    "abcd-efgh\nijkl-mnop\nqrst-uvwx\nyzab-cdef",
    "docker run -u 1000 -p 8080:80 web",
    "WiFi ya ofisi [TP-Link_9C2E]: uliza mapokezi",
]


test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CLASSES, KEPT)
