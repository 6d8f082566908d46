# ruff: noqa: RUF001  (labels in other scripts are what this file is about)
"""Secret families, tenth round (issue 46 §3): national ids of any country python-stdnum knows,
by its names and checksums; PINs and door codes after a code word and what it opens; one-time
codes with words before their "is" or before a CJK label; and the two lookalikes held-out 9 had
changed (a go.sum hash, `--password-stdin`). Tuning samples: `secret_classes_families_round10.py`.
"""

from __future__ import annotations

import random

import pytest

from memories.redaction import scrub_secrets
from memories.redaction.ids import catalogue, id_by_name
from memories.redaction.json import scrub_json
from tests.memories.redaction import secret_classes_families_round10 as round10

# (text, the secret that must go): one class a line, in shapes other than held-out 9's.
CLASSES = [
    # An id after its stdnum name, a few words between; after a generic id word.
    ("BIS nummer van de buurman: 73410227134", "73410227134"),
    ("UTR for the partnership return 3775474596", "3775474596"),
    ("Aadhaar (virtual) VID 4378897859168647", "4378897859168647"),
    ("EPIC card HCA9805433", "HCA9805433"),
    ("carnet de identidad: 95060358617", "95060358617"),
    ("ИНН (для справки) 170603314861", "170603314861"),
    # A PIN or a door's code after words that say what it opens.
    ("code de la boîte aux lettres 3390", "3390"),
    ("код от подъезда 3390", "3390"),
    ("PIN karty do bankomatu 3390", "3390"),
    ("combination for the shed padlock: 3-3-9-0", "3-3-9-0"),
    ("3390 is the code of the back door.", "3390"),
    ("गेट का कोड 3390", "3390"),
    ("储物柜密码 3390", "3390"),
    # A one-time code: words before its "is", or before a CJK label.
    ("Su código de verificación para la app es 551902", "551902"),
    ("551 902 は PayPay の認証番号です", "551 902"),
    ("551902 er din bekreftelseskode", "551902"),
    ("Personnummer:\n690109-3101", "690109-3101"),
    ("170603314861 (ИНН, для бухгалтерии)", "170603314861"),
    ("ΑΜΚΑ: 08108425979", "08108425979"),
    ("the back gate opens with 3390", "3390"),
    ("the code for the attic is 3390 then press the bell", "3390"),
    ("your code 551902 expires in 5 minutes", "551902"),
]


def test_each_class_held_out_9_found_raw_is_scrubbed_in_other_shapes() -> None:
    scrubbed = [(secret, scrub_secrets(text).text) for text, secret in CLASSES]
    assert [text for secret, text in scrubbed if secret in text] == []


LOOKALIKES = [
    "go.sum: github.com/stretchr/testify v1.9.0 h1:HtqpIVDClZ4nwg75+xj1Pa6zwDnrfsjQ+4cp6fQvD3g=",
    "integrity sha512:Vb1Q7OWQK0bCHu9aV8/RsA7OR5Z7s1rTKq1BeRJfdQyYfhNwTyZ5QjwTmRD3YBkjCVWpVnMDOkrEm3EG=",
    "Use `podman login --password-stdin` so the token never lands in history.",
    "password: prompt",
    # A number an id's checksum passes, with no id's name before it (docs/security.md).
    "Order 73410227134 shipped on Monday",
    "ticket 3775474596 is closed",
    "BIS 2024 report, page 3",
    "UTR: pending from HMRC",
    "error code 4471",
    "zip code 94105",
    "PIN for 2024",
    "Your code for the exam is in the email",
    "8080 is the port the code uses",
    "2024 is the year the code changed",
    "national ID check failed, ticket 84736251",
    "ISO code 4217",
    "the combination to the puzzle is 2024 and more",
    "the discount code 20245 expires Friday",
    "PIN for 4471 accounts",
]


def test_lookalikes_of_this_rounds_classes_are_left_alone() -> None:
    changed = [(text, scrub_secrets(text).text) for text in LOOKALIKES]
    assert [pair for pair in changed if pair[0] != pair[1]] == []


@pytest.mark.parametrize(("template", "module", "shape"), round10.NATIONAL_IDS)
def test_an_id_after_its_stdnum_name_is_found_by_its_checksum(
    template: str, module: str, shape: str
) -> None:
    value = round10.national_id(random.Random(module), module, shape)
    assert value not in scrub_secrets(template.format(v=value)).text


def test_the_same_name_before_a_number_its_checksum_fails_is_no_id() -> None:
    value = round10.national_id(random.Random(7), "au.tfn", "DDDDDDDDD")
    wrong = value[:-1] + str((int(value[-1]) + 1) % 10)
    result = scrub_secrets(f"TFN (for the super fund) {wrong}")
    # The id rule keeps it (its checksum fails); the value model may still judge the number
    # after the id's name a secret, and only under its own kind.
    assert result.text.endswith(wrong) or result.found == ("likely_secret",)


def test_the_catalogue_names_ids_of_persons_from_stdnum_itself() -> None:
    names = catalogue()
    assert {"Personnummer", "BIS", "UTR", "EPIC", "ИНН", "INN", "Cartão de Cidadão"} <= set(names)
    assert names["UTR"] == ("stdnum.gb.utr",)
    modules = {m for found in names.values() for m in found}
    # A company's number, a VAT number, a bank account or a postcode names no person.
    assert not {"stdnum.nl.postcode", "stdnum.be.vat", "stdnum.cz.bankaccount"} & modules


def test_a_metadata_key_that_is_an_ids_name_hides_a_valid_value_only() -> None:
    assert id_by_name("inn", "433153140586")
    assert not id_by_name("inn", "433153140587")
    assert scrub_json({"employee": {"inn": "433153140586"}}) == {
        "employee": {"inn": "[REDACTED:national_id]"}
    }
    assert scrub_json({"hotel": {"inn": "Holiday Inn 2024"}}) == {
        "hotel": {"inn": "Holiday Inn 2024"}
    }


def test_a_camel_case_metadata_key_that_names_an_id_is_read_by_its_words() -> None:
    assert scrub_json({"p": {"taxId": "84736251", "nationalIdNumber": "9811125324088"}}) == {
        "p": {"taxId": "[REDACTED:national_id]", "nationalIdNumber": "[REDACTED:national_id]"}
    }
    kept = {"p": {"orderId": "84736251", "userId": "40417", "callId": "84736251"}}
    assert scrub_json(kept) == kept
