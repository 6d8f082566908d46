"""memory-layer-client as its own package: built from a fresh copy of clients/python, installed
into a fresh virtual environment that sees nothing of the server, and held to its declared
minimum, Python 3.9 (only 3.11 runs here, so the code is read for what 3.9 lacks)."""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
import types
from email.parser import Parser
from pathlib import Path

import pytest

import memory_layer_client
from memory_layer_client import models

PACKAGE = Path(__file__).resolve().parents[2] / "clients" / "python"
SOURCES = sorted((PACKAGE / "memory_layer_client").rglob("*.py"))
BIN = Path(sys.executable).parent
SMOKE = """
import memory_layer_client as client
from memory_layer_client import Memory, MemoryClient

memory = Memory.from_json({"id": "m-1", "content": "tea", "expires_at": None,
                           "created_at": "2026-11-28T10:00:00.5Z", "tags": ["a"]})
assert memory.created_at.year == 2026 and memory.raw["id"] == "m-1", memory
MemoryClient("http://127.0.0.1:9", "key").close()
print(client.__file__)
"""


def _run(*args: str | Path, **kwargs: object) -> str:
    done = subprocess.run([str(a) for a in args], capture_output=True, text=True, **kwargs)  # type: ignore[call-overload]
    assert done.returncode == 0, done.stdout + done.stderr
    return str(done.stdout)


def test_package_builds_and_installs_into_a_fresh_environment(tmp_path: Path) -> None:
    source = tmp_path / "src"
    shutil.copytree(PACKAGE, source, ignore=shutil.ignore_patterns("__pycache__", "*.egg-info"))
    _run(sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation",
         "-w", tmp_path / "dist", source)  # fmt: skip
    (wheel,) = (tmp_path / "dist").glob("memory_layer_client-*.whl")
    # A fresh environment, no system site-packages, the wheel alone installed (no network here:
    # its one dependency, httpx, comes from this environment by PYTHONPATH, below the package).
    fresh = tmp_path / "venv"
    _run(sys.executable, "-m", "venv", "--without-pip", fresh)
    _run(BIN / "uv", "pip", "install", "-q", "--offline", "--no-deps", "--python",
         fresh / "bin" / "python", wheel)  # fmt: skip
    httpx_home = Path(__import__("httpx").__file__).parents[1]
    where = _run(fresh / "bin" / "python", "-I", "-c",
                 f"import sys; sys.path.append({str(httpx_home)!r})\n{SMOKE}")  # fmt: skip
    assert where.strip().startswith(str(fresh)), where  # the installed copy, not the checkout

    (metadata,) = fresh.glob("lib/python*/site-packages/memory_layer_client-*.dist-info/METADATA")
    meta = Parser().parsestr(metadata.read_text())
    assert meta["Name"] == "memory-layer-client"
    assert meta["Requires-Python"] == ">=3.9"
    requires = meta.get_all("Requires-Dist") or []
    assert [r for r in requires if "extra ==" not in r] == ["httpx<1,>=0.27"]
    assert set(meta.get_all("Provides-Extra") or []) == {"langgraph", "openai-agents"}
    assert any(fresh.glob("lib/python*/site-packages/memory_layer_client/py.typed"))


def test_server_package_ships_no_client() -> None:
    top_level = Path(memory_layer_client.__file__).resolve().parent
    assert top_level == PACKAGE / "memory_layer_client"
    assert not (PACKAGE.parents[1] / "memory_layer_client").exists()


def test_client_code_needs_nothing_newer_than_python_3_9() -> None:
    # Syntax newer than 3.9: ruff reads clients/python/pyproject.toml (target-version py39).
    _run(BIN / "ruff", "check", "--quiet", PACKAGE)
    # The standard library's newer names, arguments and modules (typing_extensions only for
    # the type checker, behind TYPE_CHECKING).
    _run(BIN / "vermin", "--no-tips", "-q", "-t=3.9-", "--violations",
         "--backport", "typing_extensions", *SOURCES)  # fmt: skip
    for path in SOURCES:
        tree = ast.parse(path.read_text())
        assert not _runtime_unions(tree), f"{path.name}: `X | Y` evaluated at run time"
        if _has_annotations(tree):  # else 3.9 would evaluate `X | None` at import
            assert "from __future__ import annotations" in path.read_text(), path.name


def test_result_types_read_without_the_pipe_operator() -> None:
    """The models evaluate their own annotations (`datetime | None`) as `Union`, which 3.9 can."""
    for model in vars(models).values():
        if (
            isinstance(model, type)
            and issubclass(model, models.Model)
            and model is not models.Model
        ):
            for hint in models._hints(model).values():
                assert not isinstance(hint, types.UnionType), (model, hint)


def _annotation_nodes(tree: ast.AST) -> set[int]:
    marked: set[int] = set()
    for node in ast.walk(tree):
        roots: list[ast.expr | None] = []
        if isinstance(node, ast.arg):
            roots.append(node.annotation)
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            roots.append(node.returns)
        elif isinstance(node, ast.AnnAssign):
            roots.append(node.annotation)
        marked.update(id(sub) for root in roots if root for sub in ast.walk(root))
    return marked


def _has_annotations(tree: ast.AST) -> bool:
    return bool(_annotation_nodes(tree))


def _runtime_unions(tree: ast.AST) -> list[int]:
    in_annotations = _annotation_nodes(tree)
    return [
        node.lineno
        for node in ast.walk(tree)
        if isinstance(node, ast.BinOp)
        and isinstance(node.op, ast.BitOr)
        and id(node) not in in_annotations
        and any(_type_like(side) for side in (node.left, node.right))
    ]


def _type_like(node: ast.expr) -> bool:
    if isinstance(node, ast.Constant):
        return node.value is None
    if isinstance(node, ast.Subscript):
        return True
    name = node.attr if isinstance(node, ast.Attribute) else getattr(node, "id", "")
    return name[:1].isupper() or name in {"str", "int", "float", "bool", "bytes", "list", "dict"}


@pytest.mark.parametrize(
    ("code", "found"),
    [
        ("X = str | None", True),
        ("isinstance(v, list | tuple)", True),
        ("def f(a: str | None) -> int | None: ...", False),
        ("y: dict[str, int | None] = {}", False),
        ("flags = a | b", False),
    ],
)
def test_runtime_union_check_reads_code_as_meant(code: str, found: bool) -> None:
    assert bool(_runtime_unions(ast.parse(code))) is found
