"""Every round's tuning samples (`secret_classes_families_round*.py`), class by class: forty of
each are scrubbed and every clean text of the round stays as written. Rounds are found by their
module names, so a new round is checked without being listed here; a round that the families
corpus (`secret_classes_families.py`) does not draw from fails its own test.
"""

from __future__ import annotations

import importlib
import pkgutil
import random
from types import ModuleType

import pytest

from memories.redaction import scrub_secrets
from tests.memories import redaction as package
from tests.memories.redaction import secret_classes_families

PREFIX = "secret_classes_families_round"
ROUNDS = sorted(
    info.name for info in pkgutil.iter_modules(package.__path__) if info.name.startswith(PREFIX)
)


def _round(name: str) -> ModuleType:
    return importlib.import_module(f"{package.__name__}.{name}")


def _classes() -> list[tuple[str, str]]:
    return [(name, cls) for name in ROUNDS for cls in _round(name).TEMPLATES]


@pytest.mark.parametrize(
    ("name", "cls"), _classes(), ids=[f"{n.removeprefix(PREFIX)}-{c}" for n, c in _classes()]
)
def test_the_round_samples_of_a_class_are_scrubbed(name: str, cls: str) -> None:
    module = _round(name)
    rng = random.Random(f"{name}/{cls}")
    for _ in range(40):
        case = module.sample(cls, rng)
        assert case.secret not in scrub_secrets(case.text).text, case.text


@pytest.mark.parametrize("name", ROUNDS, ids=[n.removeprefix(PREFIX) for n in ROUNDS])
def test_the_round_lookalikes_are_kept(name: str) -> None:
    kept = [text for text in _round(name).CLEAN if scrub_secrets(text).text != text]
    assert kept == []


@pytest.mark.parametrize("name", ROUNDS, ids=[n.removeprefix(PREFIX) for n in ROUNDS])
def test_the_families_corpus_draws_from_the_round(name: str) -> None:
    module = _round(name)
    assert module in vars(secret_classes_families).values()
    assert all(text in secret_classes_families.CLEAN for text in module.CLEAN)
