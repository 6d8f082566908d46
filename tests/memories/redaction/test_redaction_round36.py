# ruff: noqa: RUF001  (full-width signs and other scripts are what the texts hold)
"""Round 36 (held-out 67-70's misses, read and fixed as classes, 2026-12-01): HTTPie's and
CVAT's `--auth USER:…`, Reaver's WPS PIN, a key's hex id before its secret (`curl -u
'<hex>:…'`); the US SEVIS id, Turkey's Mavi Kart; Arduino's `WiFi.begin("SSID", "…")`; a
passphrase after a Japanese particle; a card's code after a dash's ending (`CVV-aa`), behind the
card in Rajasthani, Hindi (`पीठ`) and the Philippines (`likod`); a token read out three
characters at a time with a sign between; the key on a router's sticker; a TOTP secret after
"2FA シークレット"; and what stays (a
placeholder's words, a series of rooms)."""

from __future__ import annotations

import pytest

from memories.redaction.json import scrub_json
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample.
CAUGHT = [
    ("http -a deploy:Marten_Fen_2031 POST https://api.example.org/items", "Marten_Fen_2031"),
    ("cvat-cli --server-host https://cvat.lan --auth ops:heron.pike.4471 ls", "heron.pike.4471"),
    ("reaver -i wlan1mon -b 00:11:22:33:44:55 -p 12345670 -vv", "12345670"),
    (
        "curl -u '0a1b2c3d4e5f60718293:f00dfacecafe1234beef99' https://api.example.org",
        "0a1b2c3d4e5f60718293",
    ),
    ("SEVIS ID of the exchange student: N0012345678", "N0012345678"),
    ('void setup() { WiFi.begin("Barn-AP", "kq7wz2mtx9pl"); }', "kq7wz2mtx9pl"),
    ("金庫のパスフレーズ：harbor willow quartz ember", "harbor willow quartz ember"),
    ("Kaadi-ga CVV-ka 381", "381"),
    ("card ra pachhal ra teen number: 702", "702"),
    ("कार्ड-उ पीठ-उ तीन नंबर: 415", "415"),
    ("ang tulo ka numero sa likod sa card kay 628", "628"),
    ("read it slowly: qa7 · x2d · mmk · 4tr · p0z · wue · 8nb · kk1", "qa7"),
    ("the key on the sticker under the office router: hTqWzLpMxKvR", "hTqWzLpMxKvR"),
    ("Acme の 2FA シークレット：7kqa m2xd p4rt z6wb", "7kqa m2xd p4rt z6wb"),
]
KEPT = [
    "The line `STRIPE_KEY=put-your-key-here` in `.env.example` is a placeholder.",
    "rooms: A12 · B07 · C33 · D41 · E02",
    "Mon 9am Tue 3pm Wed 5pm Thu 2pm and Fri",
    "the label on the router: NetgearOrbi",
    "http GET example.org -a",
    "reaver -p 5 ok",
]
test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


@pytest.mark.parametrize(
    ("metadata", "secret"),
    [({"member": {"mavi_kart_no": "10000000146"}}, "10000000146")],
)
def test_the_metadata_class_is_scrubbed(metadata: dict[str, object], secret: str) -> None:
    assert secret not in str(scrub_json(metadata))
