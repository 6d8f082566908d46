# ruff: noqa: RUF001  (dashes and words of other languages are what the cases are written in)
"""Secret families, round 15 (issue 46), fixer C: a value of password shape that closes a short
line in any language (`memories.redaction.closing_value`), a password said in words whatever
words join its word to its number, or as "the word … the number …" (`spoken`), code words and
key boxes of more languages (`pins`), a qualifier joined by a dash before the label's colon
(`assign`), "secret word" in more languages (`label_words`); their lookalikes stay.
Its tuning samples are `secret_classes_families_round15.py`.
"""

from __future__ import annotations

import pytest

from memories.redaction import closing_value, scrub_joined, scrub_secrets
from tests.memories.redaction import secret_classes_families_round15

# (text, the secret that must go): in shapes other than the held-out corpora's and the tuning
# samples'.
CLASSES = [
    # A line of words no label list has, its last token shaped as only a password is.
    ("sa imong email ang gamit ko karon kay Wk4#pLr9Zq", "Wk4#pLr9Zq"),
    ("yaqona account — hT7vQ2m$Xe lol", "hT7vQ2m$Xe"),
    ("for grandma's tablet: Ofa1957! 🙏", "Ofa1957!"),
    ("ʻeku ʻakauni ʻi he pangikē ko Kr8tZ2pQwL (fakaʻehiʻehi)", "Kr8tZ2pQwL"),
    ("ko e fakamoʻoni ko Ulu-Mango-Toa88", "Ulu-Mango-Toa88"),
    ("lo nuevo del portal | NuestroTucanComio3Mangos", "NuestroTucanComio3Mangos"),
    ("wlan del piso: MOVISTAR_4F21 · sorrel-reef-662", "sorrel-reef-662"),
    # A password said in words, connected by words of any language.
    ("parool on kadakas ja lõppu 905", "kadakas ja lõppu 905"),
    ("kata laluan saya harimau tambah 58", "harimau tambah 58"),
    ("for the VPN: the word gannet then the number 3310", "gannet then the number 3310"),
    # A code of more languages, a key box; a qualifier joined by a dash; "secret word".
    ("kodiċi tal-alarm: 60417", "60417"),
    ("kodigo ng locker: 4471", "4471"),
    ("passphrase tal-VPN: fennel basalt mitten canyon", "fennel basalt mitten canyon"),
]
# Label and value in fields of their own, the label in a language the list has now.
JOINED = [
    (["kecap akses", "Pq7#vTm2Lx"], "Pq7#vTm2Lx"),
    (["pakasqa simi", "Hq9vLw2Tzk"], "Hq9vLw2Tzk"),
]

# Lookalikes that stay as written.
KEPT = [
    *secret_classes_families_round15.CLEAN,
    "the release is tagged Kestrel-Jacana-Build2 in the repo",
    "try the new Pixel8a today",
    "sa imong email ang gamit ko karon kay gmail",
    "ticket #AB12cd34 closed",
    "passwords must be rotated every 90",
    "password hint: the name of the street plus 12",
    "kodiċi tal-posta: 1010",
    "the word count is 250",
    'File "app/billing.py", line 212, in BillingInvoiceExporterV3',
    "commit 3f2a9c1d8e7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f",
]


@pytest.mark.parametrize(("text", "secret"), CLASSES)
def test_the_class_is_scrubbed(text: str, secret: str) -> None:
    assert secret not in scrub_secrets(text).text


@pytest.mark.parametrize(("fields", "secret"), JOINED)
def test_the_label_in_its_field_names_the_next(fields: list[str], secret: str) -> None:
    assert secret not in " ".join(result.text for result in scrub_joined(fields))


@pytest.mark.parametrize("text", KEPT)
def test_the_lookalike_is_kept(text: str) -> None:
    assert scrub_secrets(text).text == text


def test_the_shapes() -> None:
    assert closing_value.closing_shaped("l8ayJtG$4OfQ")
    assert closing_value.closing_shaped("QArLh2y6j!")  # (random in case)
    assert closing_value.closing_shaped("Koffi1985!", after_colon=True)
    assert not closing_value.closing_shaped("Koffi1985!")  # (a name and a year, no colon)
    assert not closing_value.closing_shaped("Base64Encoder")
    assert not closing_value.closing_shaped("iPhone15!")
    assert not closing_value.closing_shaped("numpy>=1.26")
    assert not closing_value.closing_shaped("reef-kauri-417")  # (no network named)
    assert closing_value.closing_shaped("reef-kauri-417", network=True)
    assert not closing_value.closing_shaped("Wren-Basalt4", joined=False)


def test_only_the_lines_last_token_goes() -> None:
    text = "ko e fakamoʻoni ko Kr8tZ2pQwL\nsee you at 5"
    assert scrub_secrets(text).text == (
        "ko e fakamoʻoni ko [REDACTED:password_assignment]\nsee you at 5"
    )
