"""Tuning samples of round 25 (issue 46): being written. Part of the families tuning corpus
(`secret_classes_families.py` draws from `TEMPLATES` and `CLEAN`).

Each template holds one `{v}`, the secret.
"""

from __future__ import annotations

import random

from tests.memories.redaction.secret_classes_heldout import Sample

TEMPLATES: dict[str, list[str]] = {}

CLEAN: list[str] = []


def sample(cls: str, rng: random.Random) -> Sample:
    raise KeyError(cls)
