"""Tuning samples of round 20b (issue 46). Part of the families tuning corpus
(`secret_classes_families.py` draws from `TEMPLATES` and `CLEAN`).

Each template holds one `{v}`, the secret.
"""

from __future__ import annotations

import random

from tests.memories.redaction.secret_classes_heldout import Sample

TEMPLATES: dict[str, list[str]] = {}


def sample(cls: str, rng: random.Random) -> Sample:
    raise KeyError(cls)


CLEAN: list[str] = []
