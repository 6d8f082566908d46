# ruff: noqa: RUF001  (words of other scripts are what these tests say)
"""Secret families, round 25 (issue 46): four small words joined by a dash or a dot after a label
of any language (`generated_values.joined_phrase`); a joined-word password with a sign inside or
after it (`shapes.generator_shaped`); the password word in any spelling with words of any script
before the value, the value first and `is the … password` after it, a phrase's label and its
words, a card's code by a *security number* compound, a secret number in Bantu languages, a word
and a number said apart (`password_words`). Their lookalikes stay. Its tuning samples are
`secret_classes_families_round25.py`.
"""

from __future__ import annotations

import random

from memories import redaction
from memories.redaction.generated_values import joined_phrase
from memories.redaction.shapes import generator_shaped
from tests.memories.redaction import secret_classes_families_round25
from tests.memories.redaction.round_checks import class_tests

# (text, the secret that must go): in shapes other than the held-out corpora's and the tuning
# samples'.
CLASSES = [
    # Four small words joined by one sign, no digit, closing a line after any label.
    ("routerio slaptažodis: cobalt-heron-sedge-marrow", "cobalt-heron-sedge-marrow"),
    ("fjalëkalimi i printerit — pumice.willow.garnet.lagoon", "pumice.willow.garnet.lagoon"),
    # A joined-word password with a sign inside or after it.
    ("hasło do skrzynki: Kormoran.Wydma*38", "Kormoran.Wydma*38"),
    ("jelszó: tarka.puli77!", "tarka.puli77!"),
    ("ang password: GreenCassava=404", "GreenCassava=404"),
    # The password word in any spelling, words of any script before the value.
    ("моя парола за пощата в офиса Lipa.Vrba55#", "Lipa.Vrba55#"),
    ("Ivan: новий пароль до роутера bison-clover-rampart-thistle", "bison-clover-rampart-thistle"),
    ("pasiwedi ya kompyuta ya shule: Mbuyu_Pwani_732", "Mbuyu_Pwani_732"),
    # The value first, its label after.
    ("Tq8#vLm2@xR9pW4zK is the current Grafana root password", "Tq8#vLm2@xR9pW4zK"),
    ("nB7!kQ2pX9#rT4wZ was our old VPN passphrase", "nB7!kQ2pX9#rT4wZ"),
    # A phrase's label, then its words.
    ("recovery phrase orbit tallow meadow cinder pylon", "orbit tallow meadow"),
    ("Wiederherstellungssatz der Festplatte: anvil sorrel lagoon ember", "anvil sorrel lagoon"),
    ("vault backup words: ember tallow quiver meadow pylon", "ember tallow quiver"),
    # A card's code by a security number compound.
    ("säkerhetsnummer på kortets baksida: 482", "482"),
    ("Sicherheitsnummer: 7731", "7731"),
    # A secret number in Bantu languages.
    ("namba ya kufuli ya baiskeli: 604918", "604918"),
    ("nambari ya siri: 27364", "27364"),
    # A word and a number said apart.
    ("Лозинката е sorgo и 5521 на крајот", "sorgo"),
    ("for the garage keypad it's marlin and 8842 after it", "marlin"),
    ("pasword fi di wifi a cassava an 3390", "cassava"),
]  # fmt: skip

# Lookalikes that stay as written.
KEPT = [
    "the state-of-the-art end-to-end tests are up-to-date",
    "pip install django-rest-framework-simplejwt",
    "class: card-header-title-large",
    "https://example.com/blog/how-to-reset-your-password",
    "password policy: at least 12 characters and 1 symbol",
    "the password page loads in 240 ms",
    "MaxRetries=500 in the config",
    "namba ya simu: 0712345678",
    "Social Security No. 1935 act",
    "the phrase in the song is lovely",
    "ingredients: flour sugar butter eggs milk",
    "for the printer it's tray two and 500 sheets",
    "we met at the cafe and 12 people came",
    "the key is in the drawer",
]


test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CLASSES, KEPT)


def test_four_small_words_joined_with_no_digit_are_a_passphrase() -> None:
    assert joined_phrase("harbor-lava-llama-tulip")
    assert joined_phrase("pumice.willow.garnet.lagoon")
    assert not joined_phrase("harbor-lava-llama")  # (three: a name's words)
    assert not joined_phrase("state-of-the-art")  # (prose words)
    assert not joined_phrase("python-django-redis-celery")  # (tools)
    assert not joined_phrase("Harbor-Lava-Llama-Tulip")  # (capitals: a title)


def test_a_sign_inside_or_after_joined_words_keeps_the_generator_shape() -> None:
    assert generator_shaped("mykola.muranga11+")
    assert generator_shaped("Achacachi.Mukimo*91")
    assert generator_shaped("SaltySteppe=569")
    assert not generator_shaped("MaxRetries=500")  # (a setting's name)
    assert not generator_shaped("foo.bar11@example.com")


def test_beyond_ascii_the_first_look_changes_no_hit() -> None:
    rng = random.Random(25)
    module = secret_classes_families_round25
    texts = [module.sample(cls, rng).text for cls in module.TEMPLATES for _ in range(10)]
    for text in [*texts, *module.CLEAN, *KEPT, *(t for t, _ in CLASSES)]:
        for written in (text, f"Grüße. {text}", f"{text} — ΧΡΉΣΤΗΣ ſ \u212a ı"):
            with_look = sorted(redaction._detect(written))
            assert with_look == sorted(redaction._detect(written, first_look=False)), written
