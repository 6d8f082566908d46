"""`.env.example` lists every setting the project reads from the environment."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
READ = re.compile(r'env_(?:str|int|float|bool|list)\(\s*"([A-Z][A-Z0-9_]*)"')
LISTED = re.compile(r"^#?\s*([A-Z][A-Z0-9_]*)=", re.MULTILINE)


def test_every_variable_read_by_the_settings_is_in_env_example() -> None:
    read = {
        name
        for path in (ROOT / "memory_project" / "settings").glob("*.py")
        for name in READ.findall(path.read_text(encoding="utf-8"))
    }
    listed = set(LISTED.findall((ROOT / ".env.example").read_text(encoding="utf-8")))

    assert len(read) > 40  # the pattern still finds the settings
    assert sorted(read - listed) == []


def test_every_variable_in_env_example_is_described_in_the_operations_guide() -> None:
    listed = set(LISTED.findall((ROOT / ".env.example").read_text(encoding="utf-8")))
    guide = (ROOT / "docs" / "operations.md").read_text(encoding="utf-8")

    assert len(listed) > 40
    assert sorted(name for name in listed if f"`{name}`" not in guide) == []
