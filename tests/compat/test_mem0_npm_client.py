"""mem0's npm client (`mem0ai`, pinned in tests/compat/npm/package.json) against the served
app: every memory call once, run by Node as an application would (`mem0_calls.mjs`). The
package is installed by `make install` (`npm ci` from its lockfile), or here on first use."""

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
NPM = Path(__file__).parent / "npm"


def _installed() -> bool:
    if (NPM / "node_modules" / "mem0ai").is_dir():
        return True
    if shutil.which("npm") is None:
        return False
    command = "ci" if (NPM / "package-lock.json").exists() else "install"
    subprocess.run(
        ["npm", command, "--no-audit", "--no-fund", "--ignore-scripts"], cwd=NPM, check=True,
        timeout=900,
        capture_output=True,
    )  # fmt: skip
    return True


def test_every_call_of_the_npm_client_against_the_served_app(
    served_app: ServedApp, acme: Project
) -> None:
    if shutil.which("node") is None or not _installed():
        pytest.skip("Node and npm are needed for mem0's npm client")
    env = {
        **os.environ, "MEM0_TELEMETRY": "false", "MEM0_HOST": f"{served_app.url}/mem0",
        "MEM0_API_KEY": project_key(acme), "HOME": str(NPM),
    }  # fmt: skip
    run = subprocess.run(
        ["node", "mem0_calls.mjs"], cwd=NPM, env=env, capture_output=True, text=True, timeout=300
    )
    assert run.returncode == 0, run.stderr
    out = json.loads(run.stdout.strip().splitlines()[-1])
    assert out["add"] == ["ADD"]
    assert out["search"] == [[True, True]]
    assert out["getAll"] == [1, "I am allergic to peanuts", "npm-user"]
    assert out["get"] == "I am allergic to peanuts"
    assert out["update"] == "I am allergic to peanuts and cashews"
    assert out["history"] == ["UPDATE"]
    assert out["users"] == ["user:npm-other", "user:npm-user"]
    assert out["feedback"] == "POSITIVE"
    assert out["afterBatch"] == "I am allergic to nuts"
    assert "deleted" in out["delete"]
    assert "deleted" in out["deleteAll"].lower()
    assert out["left"] == 0
    assert "user_id" in out["searchWithoutId"]
