# ruff: noqa: RUF001  (a full-width colon is what the text holds)
"""Round 41 (held-out 87-90's misses, read and fixed as classes, 2026-12-01): the word for
password in Northern, Inari and Skolt Sami; the Czech and Slovak IČO and Russia's ОКПО by their
names and check digits; Norway's `førerkortnummeret`; tinyfecvpn's `-k` and ckanapi's `-a`; a hex
run a few words after `webhook`; a vendor's client built with an id and a UUID or a module's
`Api(…)`; a card's code in Cantonese (`三個字`); a document's word alone before a colon
(`Ferry Operator Licence: …`); slrn's `nnrpaccess` and Dire Wolf's `IGLOGIN`; a Swedish padlock
with its article (`hänglåset`); `use N to finish signing in`; a wifi key after the network's
name and a few words of any language, no label; and what stays."""

from __future__ import annotations

from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 40's rules.
CAUGHT = [
    ('{"beassansátni": "kqZorEyHkgPr"}', "kqZorEyHkgPr"),
    ('{"2fa": {"peessâmsääni": "Rasti-Kaamas"}}', "Rasti-Kaamas"),
    ("IČO firmy: 10440160", "10440160"),
    ("førerkortnummeret hennes: 640 12 771 305", "771"),
    ("tinyfecvpn -c -r vpn.example.org:4096 -k 'river.tide.cove47'", "river.tide.cove47"),
    (
        "ckanapi action package_show -r https://data.example.org"
        " -a 4c2a9e1f-7b3d-4e6a-9f0c-1d2e3f4a5b6c id=x",
        "4c2a9e1f",
    ),
    (
        "the Statkart webhook still uses 7a41c0e9b25d8f3361e7a0c4b9d2f58e16a7c3b0, rotate it",
        "7a41c0e9b25d",
    ),
    ('kb = new KnackClient("app-7", "9e1d4c2a-5b3f-4a6c-8d7e-0f1a2b3c4d5e");', "9e1d4c2a"),
    ('api = bitso.Api("kQpLmNwzRe", "5e8a1c3f7b2d4e6f9a0b1c2d3e4f5a6b")', "5e8a1c3f7b2d"),
    ("卡背面嗰三個字：318", "318"),
    ("Ferry Operator Licence: 71E44092", "71E44092"),
    ('nnrpaccess "news.example.org" "ana" "kelp-tide774"', "kelp-tide774"),
    ("IGLOGIN OH2XYZ-9 20431", "20431"),
    ("hänglåset på förrådet: 2846", "2846"),
    ("ZenPay: use 318844 to finish signing in", "318844"),
    ("wifi Nellim-Checkpoint bássabáhkuo lä kx2qeh7BRwmnt", "kx2qeh7BRwmnt"),
]
KEPT = [
    "The licence costs 120000 yen",
    "licence: MIT, copyright 2024 by 123456 people",
    "permit: valid until 2026-05-01",
    "the webhook fired for commit 3d20d5907e6d8d051933abe2be38bb3a04aa43a3",
    "the wifi Office-5G works with my Pixel7a phone",
    "IČO firmy: 10440161",  # (its check digit fails)
    "License: Copyright (c) 2001-2002 Enthought, Inc. 2003, SciPy Developers.",
]
test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)
