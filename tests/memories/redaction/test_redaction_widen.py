"""A hit is widened to the whole it is part of, never beyond (`memories.redaction.widen`)."""

from __future__ import annotations

import pytest

from memories.redaction.widen import widened

# (text, the hit, the widened span's text)
WIDENED = [
    (
        "key live-secret-key-9f1c0e44ab7d22c3 here",
        "9f1c0e44ab7d22c3",
        "live-secret-key-9f1c0e44ab7d22c3",
    ),
    ("RAMQ: BHPE 9355 2750.", "2750", "BHPE 9355 2750"),
    ("DPI: 8869 54767 1426", "8869", "8869 54767 1426"),
    ("secret: ijns iahi 2mgq dr2u", "2mgq", "ijns iahi 2mgq dr2u"),
]
KEPT = [
    ("the code e2nc was sent", "e2nc"),  # (two groups of four: no key read out)
    ("call 0800 to order the parts", "0800"),  # (the words around it are no groups)
    ("pods web-7f9c and more", "web-7f9c"),  # (the hit is the whole token already)
]


def _span(text: str, piece: str) -> tuple[int, int]:
    start = text.index(piece)
    return start, start + len(piece)


@pytest.mark.parametrize(("text", "hit", "whole"), WIDENED)
def test_a_hit_takes_the_whole_it_is_part_of(text: str, hit: str, whole: str) -> None:
    start, end = widened(text, *_span(text, hit))
    assert text[start:end] == whole


@pytest.mark.parametrize(("text", "hit"), KEPT)
def test_a_hit_alone_stays_as_it_is(text: str, hit: str) -> None:
    assert widened(text, *_span(text, hit)) == _span(text, hit)
