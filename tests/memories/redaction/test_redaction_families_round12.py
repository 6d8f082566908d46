"""Secret families, twelfth round (issue 46): what held-out 10 left, fixed in general form (its
tuning samples are `secret_classes_families_round12.py`): passwords spelled out in more words
(`memories.redaction.spoken`), a card's code in more languages (`numbers`), vendors' token shapes and names (`vendors`,
`vendor_names`), a configuration's own key for a password (`label_words`), national ids of every stdnum module
whose docstring opens on the line after its quotes, an id after a country's code in brackets
read by that country's rules, general words for a social insurance number and a tax number;
their lookalikes stay.
"""

from __future__ import annotations

from memories.redaction import scrub_secrets
from memories.redaction.ids import catalogue
from tests.memories.redaction import secret_classes_families_round12

# (text, the secret that must go): in shapes other than held-out 10's.
CLASSES = [
    ("Veronumero — 010256950068", "010256950068"),
    ("social insurance number — 273 128 959", "273 128 959"),
    ("SOCIAL SECURITY NO (Canada) 273128959", "273128959"),
    ("numéro fiscal: 3023217600053", "3023217600053"),
    ("número de identidad (CR) 1-1234-5678", "1-1234-5678"),
    # Passwords spelled out: more languages' words, possessive asides, case said otherwise.
    ("parool on sõna kärbes ja siis 42", "kärbes"),
    ("la contrasenya és la paraula ametller i després 7", "ametller"),
    ("wifi password: my sister's first pony, Clover, then 88", "Clover"),
    ("password is lupine, all small letters, and after it 404", "lupine"),
    ("pw is magnolia spelled the normal way plus 31", "magnolia"),
    (
        "Juniper with a capital letter at the start and 5 at the end; that's the NAS password",
        "Juniper",
    ),
    ("az admin jelszó a tulipán szó, majd 12", "tulipán"),
    # A card's code in more languages, where it is printed in one word.
    ("kaardi turvakood: 4812", "4812"),
    ("sikkerhedskode bagpå 731", "731"),
    ("CVV hinten: 552", "552"),
    ("the code on the reverse of the Amex is 9045", "9045"),
    # Vendors' published token shapes, a UUID after a vendor's name.
    ("ds: dsp_0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c", "dsp_0f1e2d3c4b5a6978"),
    ("1000.0f1e2d3c4b5a69788796a5b4c3d2e1f0.8796a5b4c3d2e1f00f1e2d3c4b5a6978", "0f1e2d3c4b5a6978"),
    ("RAILWAY_TOKEN=7c9e6679-7425-40de-944b-e07fc1f90ae7", "7c9e6679-7425"),
    # A configuration's own key for a password.
    ("ldap_default_authtok = Ibex#2291", "Ibex#2291"),
    ("<keyMaterial>SorrelBasaltNutmeg318</keyMaterial>", "SorrelBasaltNutmeg318"),
]


def test_each_class_held_out_10_left_is_scrubbed_in_other_shapes() -> None:
    scrubbed = [(secret, scrub_secrets(text).text) for text, secret in CLASSES]
    assert [text for secret, text in scrubbed if secret in text] == []


def test_a_module_whose_docstring_opens_below_its_quotes_is_in_the_catalogue() -> None:
    assert "stdnum.fi.veronumero" in catalogue()["Veronumero"]


# Lookalikes: this round's tuning lookalikes (`secret_classes_families_round12.CLEAN`) and more.
LOOKALIKES = [
    *secret_classes_families_round12.CLEAN,
    "social insurance number (SIN) requests take 10 days",
    "numéro fiscal manquant sur la facture 20251129",
    "cédula de identidad (CR) en trámite",
    "see RFC 9110 (EN) section 15",
    "the word magnolia, all small letters, appears twice",
    "Print it in capital letters at the top, then 2 copies",
    "the password field, spelled the usual way, is required",
    "the code on the back of the envelope is 12 pages long",
    "turvakood muutub igal aastal",
]


def test_lookalikes_of_this_rounds_classes_are_left_alone() -> None:
    changed = [(text, scrub_secrets(text).text) for text in LOOKALIKES]
    assert [pair for pair in changed if pair[0] != pair[1]] == []
