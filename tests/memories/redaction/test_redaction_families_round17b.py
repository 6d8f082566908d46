# ruff: noqa: RUF001  (the dashes people type between a network and its key)
"""Secret families, round 17b (issue 46): every number python-stdnum checks by a check digit by
its own short name (`ids`: a company's, an account's), a list of random codes under any heading
or none (`code_lists`), a config's `key:` with a URL-safe random value (`api_keys`), a wifi
network's key after its default name with no word for a password (`wifi_keys`), and a command's
arguments as a JSON value's list (`json`, `argv_lists`). Their lookalikes stay. Its tuning
samples are `secret_classes_families_round17b.py`.
"""

from __future__ import annotations

import pytest

from memories.redaction import ids, scrub_secrets
from memories.redaction.json import scrub_json
from tests.memories.redaction.round_checks import class_tests

# (text, the secret that must go): in shapes other than the held-out corpora's and the tuning
# samples'.
CLASSES = [
    # A company's number by stdnum's short name: Brazil's, Poland's, France's, Slovakia's.
    ("CNPJ: 11.222.333/0001-81", "11.222.333/0001-81"),
    ("NIP dostawcy 5260250274", "5260250274"),
    ("SIRET du siège → 73282932000074", "73282932000074"),
    ("IČ DPH SK2020317068 (faktúry)", "2020317068"),
    # Its name as a key in any case (a config, a query string, JSON as text).
    ("supplier:\n  cnpj: 11.222.333/0001-81", "11.222.333/0001-81"),
    ("?regon=123456785&lang=pl", "123456785"),
    ('{"vendorSiret": "73282932000074"}', "73282932000074"),
    # A list of random codes under a heading no list has, or none.
    (
        "kodi rezervë\nx7k2m-q9p4d\nh3n8v-w2r6t\nb5c1z-j7y4e\nm9f6g-k1s3a\nr4t8p-d6x2w\nq2w7e-n5v9k",
        "b5c1z",
    ),
    ("Dropbox\n7XK2-M9P4\nH3N8-W2R6\nB5C1-Z7Y4\nM9F6-G1S3\nR4T8-P6X2\nQ2W7-N5V9", "B5C1-Z7Y4"),
    ("x7k2mq9p4d, h3n8vw2r6t, b5c1zj7y4e, m9f6gk1s3a, r4t8pd6x2w, q2w7en5v9k", "b5c1zj7y4e"),
    # A config's `key:` with a URL-safe random value, a sign or two inside.
    ("uptime:\n  key: mbvzq-7ssUTnpRko4XGaadPWKA-K3rzz", "mbvzq-7ssUTnpRko4XGaadPWKA-K3rzz"),
    # A network's default name, then its key: no word for a password, or one no list has.
    ("wifi ZTE-5G-7F2A — Lampone994Quercia", "Lampone994Quercia"),
    ("wlan pe Digi: DIGI-24-A7C1, cheita Ortica553Salvia", "Ortica553Salvia"),
    ("hotspot Orange-5C8E, kaulo Gabbiano207Cipresso", "Gabbiano207Cipresso"),
    ("wifi eir58213 · Gabbiano207Cipresso", "Gabbiano207Cipresso"),
    ("wifi Casa Rossi 5G, chjave Gabbiano207Cipresso", "Gabbiano207Cipresso"),
    ("Wi‑Fi «Casa Rossi» – Gabbiano207Cipresso", "Gabbiano207Cipresso"),
    ("wifi NETGEAR47\nGabbiano207Cipresso", "Gabbiano207Cipresso"),
]

# Lookalikes that stay as written.
KEPT = [
    "CNPJ: 11.222.333/0001-82",  # (its check digits fail)
    "REGON i NIP podaj w formularzu",
    "VAT 23 %, faktura 20240117",
    "Postcode 1012 AB, Amsterdam",
    "cnpj: 11.222.333/0001-82",
    "port: 5432123456, timeout=30000000",
    "hosts:\nweb01\nweb02\nweb03\nweb04\nweb05\nweb06",
    "builds: v2024a1, v2024b2, v2024c3, v2024d4, v2024e5, v2024f6",
    "key: SummaryAgent-RecallV2-Config2024",
    "wifi NETGEAR47 keeps dropping since the update",
    "wifi Vodafone-7A21, signal weak in the kitchen",
    "the wifi 7 router BE9300x2 arrived",
    "hotspot iPhone15 tethering works",
]


test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CLASSES, KEPT)


def test_every_checked_number_is_reachable_by_its_own_name() -> None:
    """Each stdnum number with a check digit that no person holds has a name the scrubber reads."""
    checked = ids._only_checked()
    named = {module for modules in ids.names().values() for module in modules}
    assert "stdnum.md.idno" in checked
    assert checked <= named


@pytest.mark.parametrize(
    "text",
    [
        "wifi at the farm: FASTWEB-K3P9Q2 / Lampone994Quercia",
        "hotspot at the B&B: eir58213, ufunguo Lampone994Quercia",
    ],
)
def test_the_wifi_network_name_stays(text: str) -> None:
    kept = text.replace("Lampone994Quercia", "[REDACTED:password_assignment]")
    assert scrub_secrets(text).text == kept


def test_a_json_list_is_read_as_a_command() -> None:
    value = {"argv": ["pg_dump", "-h", "db", "--password", "Wq7marlin2291", "-f", "out.sql"]}
    assert scrub_json(value)["argv"][4] == "[REDACTED:password_assignment]"
    assert scrub_json({"args": ["ls", "-la", "/tmp"]}) == {"args": ["ls", "-la", "/tmp"]}


def test_a_json_key_names_a_company_number() -> None:
    assert scrub_json({"supplier": {"cnpj": "11.222.333/0001-81"}}) == {
        "supplier": {"cnpj": "[REDACTED:national_id]"}
    }
    assert scrub_json({"supplier": {"cnpj": "11.222.333/0001-82"}})["supplier"]["cnpj"] != (
        "[REDACTED:national_id]"
    )
