"""Secret families, round 19 (issue 46): a password of the shape a person makes of words and a
number (a number, then words joined by one sign, commas included, cut whole; a word, an
underscore and five digits or more; four capitalised words and a number) after a label of any
language and whatever word joins them (`shaped`), the loanword for "password" with a case ending
in an abugida (`label_words`), a Romance "code of access" and a door's code from the family's
stems (`labels`), an alarm's code with what to type around it (`pins`), and "the word …, and
after it …" (`spoken`). Their lookalikes stay. Its tuning samples are
`secret_classes_families_round19.py`.
"""

from __future__ import annotations

from memories.redaction import scrub_secrets
from tests.memories.redaction.round_checks import class_tests

# (text, the secret that must go): in shapes other than the held-out corpora's and the tuning
# samples'.
CLASSES = [
    # A number, then words joined by one sign: the whole value, commas included.
    ("contraseña del wifi: 3tortilla,chorizo,pimiento", "chorizo,pimiento"),
    ("mot de passe de la box toujours 7crepe-galette-cidre", "7crepe-galette-cidre"),
    ("lozinka za mail je 12sarma,burek,ajvar", "burek,ajvar"),
    # A word, one or two underscores, five digits or more, after any joining word.
    ("Jenkins admin password still pinecone__480213 from setup", "pinecone__480213"),
    ("heslo k routeru zůstává knedlik_772190", "knedlik_772190"),
    # Four capitalised words and a number.
    ("Passwuert vum Router ass GreenOtterEatsPlums44", "GreenOtterEatsPlums44"),
    # The loanword with a case ending in an abugida (Tamil, Sinhala, Thaana).
    ("ஈமெயில் பாஸ்வேர்டை HappyKoalaDrinksChai7", "HappyKoalaDrinksChai7"),
    ("ޕާސްވޯޑަކީ 5hedhikaa-mas-roshi", "5hedhikaa-mas-roshi"),
    # A Romance "code of access"; a door's code from the family's stems.
    ("codigo de acceso al portal del banco: 9lentejas-arroz-garbanzo", "garbanzo"),
    ("el codese del portego 5530", "5530"),
    ("còdese del portón: 4410", "4410"),
    # An alarm's code with what to type around it.
    ("Alarm: type 40591 then press ARM", "40591"),
    ("alarme : composez 7731 puis OFF", "7731"),
    # "The word …, and after it …".
    ("for the Hulu account: the word marmalade and after it 0912", "0912"),
]

# Lookalikes that stay as written.
KEPT = [
    "password policy: 3rd-party-tools only, 2nd-factor-required",
    "the password for user_93021 expired yesterday",
    "password reset for job_123456 and release_20240105",
    "password of the PowerEdgeR740 box was reset",
    "alarm: type the name then press OFF",
    "alarm: wait 15 minutes then OFF",
    "the word limit and after it 500 words of notes",
    "codi de la porta: ask the concierge",
    "1st,2nd,3rd places go to the finalists",
]


test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CLASSES, KEPT)


def test_a_comma_joined_password_goes_whole() -> None:
    text = "mot de passe 5cidre,galette,crepe merci"
    assert scrub_secrets(text).text == "mot de passe [REDACTED:password_assignment] merci"
