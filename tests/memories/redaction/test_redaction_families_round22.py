"""Secret families, round 22 (issue 46): a secret after "is" and a word for "still" or "now"
(`assign_words`); a password-shaped value someone is told to type with a clause after it
(`typed_values`); a password asked for in a chat log and given on the next line after its time
stamp (`chat_answers`); a word, "followed by" and a number (`said_numbers`); seed words
numbered in any style (`seed_phrases`); a card's code by "three", a word for digits and the card
or its back before them (`numbers`); a keypad code that `#` or `*` ends (`code_stems`); a
passphrase label by its stems (`labels`). Their lookalikes stay. Its tuning samples are
`secret_classes_families_round22.py`.
"""

from __future__ import annotations

from tests.memories.redaction.round_checks import class_tests

# (text, the secret that must go): in shapes other than the held-out corpora's and the tuning
# samples'.
CLASSES = [
    # A secret after "is" and a word for "still" or "now".
    ("the Drone CI RPC secret is still Pv8%nQ2xw7 on the runner", "Pv8%nQ2xw7"),
    ("el secreto del webhook es todavía Lr4&kd92Wm para prod", "Lr4&kd92Wm"),
    ("il segreto condiviso è ancora Tz9!qe31Ka sul vecchio server", "Tz9!qe31Ka"),
    # A value someone is told to type, a clause after it.
    ("punch in Wq3%zR81, it opens the staff door", "Wq3%zR81"),
    ("wpisz Bx7?mL04pa i zatwierdź", "Bx7?mL04pa"),
    ("gunakan Hk2@vT58qs untuk akun tamu", "Hk2@vT58qs"),
    # Asked for in a chat log, given on the next line after its time stamp.
    ("[18:20] jo: vpn pw?\n[18:21] kai: fennel-orbit-mast42", "fennel-orbit-mast42"),
    (
        "03.05.2024 08:10 - mia: Passwort fürs NAS?\n03.05.2024 08:11 - tom: Ufo7Kelp99",
        "Ufo7Kelp99",
    ),
    # A word, "followed by" and a number.
    ("door app: papaya followed by the number 8830", "papaya followed by the number 8830"),
    ("app do alarme: caju seguido do número 4471", "caju seguido do número 4471"),
    # Seed words numbered in any style.
    (
        "recovery: 1 - abandon\n2 - ability\n3 - able\n4 - about\n5 - above\n6 - absent\n"
        "7 - absorb\n8 - abstract\n9 - absurd\n10 - abuse\n11 - access\n12 - accident",
        "absorb",
    ),
    # A card's code by "three", a word for digits and the card or its back before them.
    ("tarjeta, parte trasera tres cifras: 418", "418"),
    ("Karte hinten drei Ziffern: 731", "731"),
    # A keypad code that `#` or `*` ends.
    ("shed keypad code 90417#", "90417"),
    ("kodu ya mlango 5521*", "5521"),
    # A passphrase label by its stems.
    ("pasfrazo: ruĝa domo lago monto", "ruĝa domo lago monto"),
    ("Passwortsatz: amsel.birke.kompass.laterne", "amsel.birke.kompass.laterne"),
]

# Lookalikes that stay as written.
KEPT = [
    "the secret is still a secret, nobody knows",
    "the password is still too short for the policy",
    "type in the name, then save",
    "use Python3 for this, it's simpler",
    "enter your code, then continue",
    "[18:20] jo: password?\n[18:21] kai: not sure",
    "[18:20] jo: wifi?\n[18:21] kai: 2024-05-03",
    "bus 14 followed by the number 9 tram",
    "the last three digits of the order: 418",
    "error code 404#",
    "passport photo: 35x45",
    "agenda: 1 - intro\n2 - budget\n3 - hiring\n4 - roadmap",
    "Karte hinten beschädigt, drei Ziffern fehlen",
    "Passwortsatz muss vier Wörter haben",
]


test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CLASSES, KEPT)
