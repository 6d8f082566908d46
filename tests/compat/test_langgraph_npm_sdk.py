"""LangGraph's JS SDK (`@langchain/langgraph-sdk`, pinned in tests/compat/npm-langgraph/) against
the served app's `/langgraph` Store API: every store call once, run by Node as an application
would (`store_calls.mjs`). Installed by `make install` (`npm ci` from its lockfile), or here
on first use."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from memories.models import Project
from tests.compat.conftest import project_key
from tests.palace.mcp.conftest import ServedApp

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.slow(seconds=60)]
NPM = Path(__file__).parent / "npm-langgraph"


def _installed() -> bool:
    if (NPM / "node_modules" / "@langchain" / "langgraph-sdk").is_dir():
        return True
    if shutil.which("npm") is None:
        return False
    command = "ci" if (NPM / "package-lock.json").exists() else "install"
    subprocess.run(
        ["npm", command, "--no-audit", "--no-fund", "--ignore-scripts"], cwd=NPM, check=True,
        timeout=900, capture_output=True,
    )  # fmt: skip
    return True


def test_every_store_call_of_the_js_sdk_against_the_served_app(
    served_app: ServedApp, acme: Project
) -> None:
    if shutil.which("node") is None or not _installed():
        pytest.skip("Node and npm are needed for LangGraph's JS SDK")
    env = {
        **os.environ, "LANGGRAPH_URL": f"{served_app.url}/langgraph",
        "LANGGRAPH_API_KEY": project_key(acme), "HOME": str(NPM),
    }  # fmt: skip
    run = subprocess.run(
        ["node", "store_calls.mjs"], cwd=NPM, env=env, capture_output=True, text=True, timeout=300
    )
    assert run.returncode == 0, run.stderr
    out = json.loads(run.stdout.strip().splitlines()[-1])
    assert out["get"] == [
        {"content": "Prefers window seats", "n": 1},
        ["memories", "npm-user"],
        "seat",
        "string",
    ]
    assert out["missing"] is None
    assert out["filtered"] == ["food"]
    assert out["query"] == "food"
    assert out["namespaces"] == [["docs"], ["memories"]]
    assert out["suffix"] == [["docs", "npm-user"], ["memories", "npm-user"]]
    assert out["afterDelete"] is None
