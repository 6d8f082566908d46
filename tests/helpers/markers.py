"""Unique markers that tests write into every field and then look for."""

from __future__ import annotations

import uuid

_LETTERS = str.maketrans("0123456789", "ghijklmnop")


def unique_marker() -> str:
    """Fifteen lowercase letters, new each call. Letters only: the full-text index keeps it
    whole, and the secret detector never takes it for a key. A random mix of letters and
    digits (a hex id) often is one, and a redacted marker makes two markers the same text."""
    return "zqx" + uuid.uuid4().hex[:12].translate(_LETTERS)
