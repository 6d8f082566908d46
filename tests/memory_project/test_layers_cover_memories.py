"""Every module and package of `memories/` is named in the import-linter layers contract for
`memories` (pyproject.toml), so none is left unconstrained: a new module fails this test until it
is given its layer."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent


def _layered() -> set[str]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())
    contracts = config["tool"]["importlinter"]["contracts"]
    (inner,) = [
        c for c in contracts if c["type"] == "layers" and c.get("containers") == ["memories"]
    ]
    return {name.strip() for layer in inner["layers"] for name in layer.split(":")}


def _modules() -> set[str]:
    here = ROOT / "memories"
    names = {p.stem for p in here.glob("*.py") if p.stem != "__init__"}
    names |= {p.name for p in here.iterdir() if p.is_dir() and (p / "__init__.py").exists()}
    return names


def test_every_module_of_memories_has_a_layer() -> None:
    assert _modules() - _layered() == set()


def test_the_contract_names_no_module_that_is_gone() -> None:
    assert _layered() - _modules() == set()
