"""Schemathesis against the served OpenAPI schema: every operation, all checks, valid and
invalid data, then the stateful phase that chains operations. 0 failures is the bar.

It runs the `st` command line against pytest-django's live server (a real HTTP server on the
test database) with a real API key, from a fixed seed so a failure reproduces. The
exceptions that a schema cannot express are listed, with why, in tests/schemathesis.toml.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from rest_framework.test import APIClient

from memories.embeddings.registry import get_embedder
from tests.factories import UserFactory
from tests.factories.memories import api_key_for

CONFIG = Path(__file__).resolve().parent.parent / "schemathesis.toml"
ST = Path(sys.executable).parent / "st"
EXAMPLES = 25


def _run(live_server: Any, key: str, *args: str) -> subprocess.CompletedProcess[str]:
    command = [
        str(ST), "--config-file", str(CONFIG), "run", f"{live_server.url}/api/schema/",
        "--header", f"Authorization: Bearer {key}", "--checks", "all", "--mode", "all",
        "--max-examples", str(EXAMPLES), "--seed", "20261123", "--no-color",
        # PostgreSQL stores no NUL character; the API refuses them (tested in test_bad_input).
        "--generation-allow-x00", "false", "--request-timeout", "60", *args,
    ]  # fmt: skip
    return subprocess.run(command, capture_output=True, text=True, timeout=1200, check=False)


def _failures(stdout: str) -> str:
    """The report's failures section (which operation, which check, the request to repeat),
    which the summary at the end of a long report does not repeat."""
    start = stdout.find("FAILURES")
    end = stdout.find("WARNINGS", start)
    return stdout[start:end][:6000] + "\n…\n" if start >= 0 else ""


@pytest.mark.slow(seconds=300)
@pytest.mark.django_db(transaction=True)
def test_the_api_conforms_to_its_schema_under_schemathesis(live_server: Any, settings: Any):
    settings.DEBUG = False
    key, raw_key = api_key_for(UserFactory(username="fuzzer"))
    key.rate_limit_per_minute = 1_000_000  # the fuzzer is one client sending thousands
    key.save(update_fields=["rate_limit_per_minute"])

    # The first schema build imports and inspects every view, and the first embedding loads
    # the model (each seconds, up to a minute on a loaded machine, when this is the process's
    # first test); do both here (the live server shares this process) so no request of `st`
    # waits for them past its response time limit.
    assert APIClient().get("/api/schema/").status_code == 200
    assert len(get_embedder().embed(["warm up"])[0]) > 0
    run = _run(live_server, raw_key, "--phases", "examples,coverage,fuzzing,stateful")

    assert run.returncode == 0, _failures(run.stdout) + run.stdout[-4000:] + run.stderr[-2000:]
    assert re.search(r"\d+ generated, \d+ passed", run.stdout), run.stdout[-2000:]
    assert "Stateful" in run.stdout
