"""Every module and package of `memories/`, and of `memories/services/`, is named in the
import-linter layers contract for that container (pyproject.toml), so none is left
unconstrained: a new module fails this test until it is given its layer."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
CONTAINERS = ["memories", "memories.services"]


def _layered(container: str) -> set[str]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())
    contracts = config["tool"]["importlinter"]["contracts"]
    (inner,) = [
        c for c in contracts if c["type"] == "layers" and c.get("containers") == [container]
    ]
    return {name.strip() for layer in inner["layers"] for name in layer.split(":")}


def _modules(container: str) -> set[str]:
    here = ROOT.joinpath(*container.split("."))
    names = {p.stem for p in here.glob("*.py") if p.stem != "__init__"}
    names |= {p.name for p in here.iterdir() if p.is_dir() and (p / "__init__.py").exists()}
    return names


@pytest.mark.parametrize("container", CONTAINERS)
def test_every_module_has_a_layer(container: str) -> None:
    assert _modules(container) - _layered(container) == set()


@pytest.mark.parametrize("container", CONTAINERS)
def test_the_contract_names_no_module_that_is_gone(container: str) -> None:
    assert _layered(container) - _modules(container) == set()
