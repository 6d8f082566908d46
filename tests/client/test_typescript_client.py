"""The TypeScript client (`clients/typescript/`) against the served app: its `node --test` suite
with keys made by the real service, its generated types against the served schema, the example
agent driven by a scripted OpenAI-compatible model, and its `npm pack` installed in a fresh folder.

The npm packages come from the lockfile at `make install` (`npm ci`); nothing is downloaded here.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import httpx
import pytest
from django.contrib.auth import get_user_model

from memories.models import ApiKey, Memory
from tests.client.conftest import ScriptedModel, tool_call
from tests.factories import UserFactory
from tests.factories.memories import ProjectFactory, ProjectMembershipFactory, api_key_for
from tests.memories.connect.test_connect_page import page_client, shown
from tests.palace.mcp.conftest import ROOT, ServedApp

pytestmark = pytest.mark.django_db(transaction=True)

PACKAGE = ROOT / "clients" / "typescript"
NODE = shutil.which("node") or "node"
NPM = shutil.which("npm") or "npm"


def _run(args: list[str], *, cwd: Path, env: dict[str, str] | None = None, timeout: float = 300):
    return subprocess.run(
        args, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout, check=False
    )


@pytest.fixture(scope="module")
def built() -> Path:
    """The package, its tests and example compiled by its own tsc (strict) into build/."""
    tsc = PACKAGE / "node_modules" / "typescript" / "bin" / "tsc"
    assert tsc.is_file(), "clients/typescript/node_modules is missing: run `make install`"
    shutil.rmtree(PACKAGE / "build", ignore_errors=True)  # no test left from a deleted source
    result = _run([NODE, str(tsc), "-p", "tsconfig.test.json"], cwd=PACKAGE)
    assert result.returncode == 0, result.stdout + result.stderr
    return PACKAGE / "build"


def _warm(app: ServedApp, raw_key: str, content: str) -> str:
    """A first write through the served app (it loads its embedding model then): its id."""
    response = httpx.post(
        f"{app.url}/api/v1/memories",
        json={"content": content},
        headers={"Authorization": f"Bearer {raw_key}"},
        timeout=120,
    )
    assert response.status_code == 201, response.text
    return str(response.json()["id"])


@pytest.fixture
def keys(served_app: ServedApp) -> dict[str, str]:
    """alice (manager of project apollo, and a read-only key), bob with a memory of his own,
    carol whose key may make one request a minute."""
    alice = UserFactory(username="alice")
    ProjectMembershipFactory(project=ProjectFactory(slug="apollo"), user=alice, can_manage=True)
    bob_key = api_key_for(UserFactory(username="bob"))[1]
    limited, limited_key = api_key_for(UserFactory(username="carol"))
    ApiKey.objects.filter(pk=limited.pk).update(rate_limit_per_minute=1)
    return {
        "alice": api_key_for(alice)[1],
        "aliceReadOnly": api_key_for(alice, rules=("memory.read",))[1],
        "bob": bob_key,
        "bobMemory": _warm(served_app, bob_key, "Bob's bike lock combination is in the drawer"),
        "limited": limited_key,
        "project": "apollo",
    }


def _node_env(app: ServedApp, keys: dict[str, str], **more: str) -> dict[str, str]:
    return {
        **os.environ,
        "MEMORY_URL": app.url,
        "MEMORY_KEYS": json.dumps(keys),
        "NODE_NO_WARNINGS": "1",
        **more,
    }


def _counts(output: str) -> dict[str, int]:
    """node --test's closing counts (`# pass 23`, `# fail 0`, …)."""
    counts = {}
    for line in output.splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[0] == "#" and parts[2].isdigit():
            counts[parts[1]] = int(parts[2])
    return counts


@pytest.mark.slow(seconds=60)
def test_the_typescript_suite_passes_against_the_served_app(
    served_app: ServedApp, keys: dict[str, str], built: Path
) -> None:
    tests = sorted(str(p) for p in (built / "test").glob("*.test.js"))
    assert len(tests) >= 4, tests
    result = _run(
        [NODE, "--test", "--test-concurrency=1", "--test-reporter=tap", *tests],
        cwd=PACKAGE,
        env=_node_env(served_app, keys),
    )
    output = result.stdout + result.stderr
    counts = _counts(result.stdout)
    assert result.returncode == 0, output
    assert counts.get("fail") == 0, output
    assert counts.get("pass", 0) >= 20, output
    # What the tests wrote went through the service as each key's owner.
    assert Memory.objects.filter(owner__username="alice", tags__contains=["cottage"]).count() == 5
    assert not Memory.objects.filter(owner__username="bob").exclude(pk=keys["bobMemory"]).exists()


def test_the_generated_types_match_the_served_schema(served_app: ServedApp, tmp_path) -> None:
    schema = httpx.get(f"{served_app.url}/api/schema/?format=json", timeout=60)
    (tmp_path / "schema.json").write_bytes(schema.content)
    result = _run(
        [NODE, "scripts/generate.mjs", "--check", "--schema", str(tmp_path / "schema.json")],
        cwd=PACKAGE,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_example_agent_remembers_and_recalls_through_the_ai_sdk(
    served_app: ServedApp, keys: dict[str, str], built: Path, scripted_model: ScriptedModel
) -> None:
    fact = "Alice takes her tea with oat milk"
    scripted_model.messages.extend(
        [
            tool_call("call-1", "remember", {"content": fact, "kind": "preference"}),
            tool_call("call-2", "recall", {"query": "how does Alice take her tea?"}),
            {"content": "You take your tea with oat milk."},
        ]
    )
    result = _run(
        [NODE, str(built / "examples" / "agent.js"), "I take my tea with oat milk. How again?"],
        cwd=PACKAGE,
        env={
            **_node_env(served_app, keys),
            "MEMORY_API_KEY": keys["alice"],
            "OPENAI_BASE_URL": scripted_model.base_url,
            "OPENAI_API_KEY": scripted_model.api_key,
            "OPENAI_MODEL": "fake-chat",
        },
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.splitlines()[-1] == "You take your tea with oat milk."

    saved = Memory.objects.get(owner__username="alice", content=fact)
    assert (saved.kind, saved.tags) == ("preference", ["example-agent"])
    chats = [body for path, body in scripted_model.requests if path == "/v1/chat/completions"]
    assert len(chats) == 3
    assert {tool["function"]["name"] for tool in chats[0]["tools"]} == {
        "remember",
        "recall",
        "forget",
    }
    # The recall tool's answer, from the service, is what the model read before its reply.
    tool_results = [m for m in chats[2]["messages"] if m["role"] == "tool"]
    assert str(saved.id) in tool_results[-1]["content"]
    assert fact in tool_results[-1]["content"]


@pytest.mark.slow(seconds=30)
def test_npm_pack_installs_and_imports_in_a_fresh_folder(
    served_app: ServedApp, keys: dict[str, str], built: Path, tmp_path
) -> None:
    tsc = PACKAGE / "node_modules" / "typescript" / "bin" / "tsc"
    # `npm pack` builds dist/ first (its prepack script), so what is packed is today's source.
    packed = _run([NPM, "pack", "--json", "--pack-destination", str(tmp_path)], cwd=PACKAGE)
    assert packed.returncode == 0, packed.stderr
    manifest = json.loads(packed.stdout)[0]
    files = {entry["path"] for entry in manifest["files"]}
    assert {"dist/index.js", "dist/index.d.ts", "dist/ai.js", "package.json"} <= files
    assert not any(path.startswith(("src/", "test/", "build/")) for path in files)

    app = tmp_path / "app"
    app.mkdir()
    (app / "package.json").write_text('{"name": "app", "private": true, "type": "module"}')
    install = _run(
        [NPM, "install", "--offline", "--no-audit", "--no-fund", str(tmp_path / manifest["filename"])],
        cwd=app,
    )  # fmt: skip
    assert install.returncode == 0, install.stdout + install.stderr
    installed = sorted(n for n in os.listdir(app / "node_modules") if not n.startswith("."))
    assert installed == ["memory-layer-client"]  # it has no dependencies
    # The connect page's TypeScript snippet, with a new key filled in: type-checked strict as
    # TypeScript, then run as an ES module against the served app.
    bob = get_user_model().objects.get(username="bob")
    _, raw = api_key_for(bob)
    snippet = shown(page_client(served_app, bob).post("/memory/connect/", {"key": raw}))
    (app / "main.ts").write_text(snippet["typescript"])
    (app / "main.mjs").write_text(snippet["typescript"])
    options = {"strict": True, "noEmit": True, "module": "nodenext", "target": "es2022",
               "lib": ["es2022", "dom"], "types": []}  # fmt: skip
    (app / "tsconfig.json").write_text(
        json.dumps({"compilerOptions": options, "files": ["main.ts"]})
    )
    typed = _run([NODE, str(tsc), "-p", "."], cwd=app)
    assert typed.returncode == 0, typed.stdout + typed.stderr
    ran = _run([NODE, "main.mjs"], cwd=app)
    assert ran.returncode == 0, ran.stderr
    assert "This agent is connected to Memory Layer" in ran.stdout
    assert Memory.objects.filter(owner=bob, content__startswith="This agent is connected").exists()
    (app / "errors.mjs").write_text(
        'import { MemoryClient, NotFound } from "memory-layer-client";\n'
        "const memory = new MemoryClient(process.env.MEMORY_URL, process.env.KEY);\n"
        "try { await memory.get('00000000-0000-0000-0000-000000000000'); }\n"
        "catch (error) { if (error instanceof NotFound) console.log(error.code); }\n"
    )
    env = {**os.environ, "MEMORY_URL": served_app.url, "KEY": raw}
    ran = _run([NODE, "errors.mjs"], cwd=app, env=env)
    assert ran.stdout.strip() == "not_found", ran.stderr


@pytest.mark.bench
def test_the_client_adds_at_most_a_millisecond_over_a_bare_fetch(built: Path) -> None:
    """The bench script (docs/benchmarks.md) on its own loopback server, which answers at once,
    so what is measured is the client's own cost: the same GET sent by the client and by a bare
    `fetch`, in turn; the client's p50 may be at most 1 ms more."""
    env = {k: v for k, v in os.environ.items() if k != "MEMORY_URL"}
    result = _run([NODE, str(built / "bench" / "bench.js"), "1000"], cwd=PACKAGE, env=env)
    assert result.returncode == 0, result.stdout + result.stderr
    figures = json.loads(result.stdout.splitlines()[-1])
    assert figures["against"] == "loopback"
    assert figures["overhead_p50_ms"] <= 1.0, figures
    assert figures["overhead_median_ms"] <= 1.0, figures
