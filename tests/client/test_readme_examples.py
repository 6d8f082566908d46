"""The README's Python client examples, taken from the README and run against the served app."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.factories import UserFactory
from tests.factories.memories import api_key_for
from tests.palace.mcp.conftest import ServedApp

ROOT = Path(__file__).resolve().parents[2]
SECTION = re.compile(r"<!-- client-examples.*?-->(.*?)<!-- /client-examples -->", re.DOTALL)
BLOCK = re.compile(r"```python\n(.*?)```", re.DOTALL)


def readme_examples() -> list[str]:
    section = SECTION.search((ROOT / "README.md").read_text(encoding="utf-8"))
    assert section is not None, "the README lost its client-examples markers"
    return BLOCK.findall(section.group(1))


def test_the_readme_has_a_blocking_and_an_async_example() -> None:
    examples = readme_examples()

    assert len(examples) == 2
    assert "MemoryClient(" in examples[0]
    assert "AsyncMemoryClient(" in examples[1]


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("index", [0, 1])
def test_readme_client_example_runs(served_app: ServedApp, index: int) -> None:
    raw_key = api_key_for(UserFactory(username="alice"))[1]
    env = {**served_app.env, "MEMORY_URL": served_app.url, "MEMORY_API_KEY": raw_key}

    # A fresh interpreter, as a reader would run it: only the installed package, no test code.
    done = subprocess.run(
        [sys.executable, "-c", readme_examples()[index]],
        env=env, cwd=ROOT, capture_output=True, text=True, timeout=120,
    )  # fmt: skip

    assert done.returncode == 0, done.stderr
    if index == 0:
        assert "not_found" in done.stdout
        assert "change ticket" in done.stdout
    else:
        assert "pending" in done.stdout
        assert "Lisbon" in done.stdout
