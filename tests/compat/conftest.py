"""mem0's own client (`mem0ai`'s `MemoryClient`) against the served app at `/mem0`.

Telemetry is off before `mem0` is imported anywhere (it reads MEM0_TELEMETRY at import) and its
config folder is the test's data folder, so the suite never phones home nor writes to ~/.mem0.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

import pytest

os.environ["MEM0_TELEMETRY"] = "false"
os.environ.setdefault(
    "MEM0_DIR", os.path.join(os.environ.get("TEST_DATA_DIR", ".data/test"), "mem0-client")
)

from mem0 import MemoryClient

from memories.models import Project
from tests.factories import UserFactory
from tests.factories.memories import ProjectMembershipFactory, api_key_for
from tests.palace.mcp.conftest import (  # noqa: F401 - fixtures
    ServedApp,
    _fast_passwords,
    _fresh_rate_limits,
    served_app,
)


@pytest.fixture
def acme(request: pytest.FixtureRequest) -> Project:
    """The tenant: alice's application serves its end users through a key bound to acme."""
    request.getfixturevalue("served_app")
    project = Project.objects.create(slug="acme", name="Acme")
    ProjectMembershipFactory(project=project, user=UserFactory(username="alice"), can_manage=True)
    return project


@pytest.fixture
def mem0_client(request: pytest.FixtureRequest) -> Callable[..., MemoryClient]:
    """mem0's client on the served app, as a key (the raw key string)."""
    app: ServedApp = request.getfixturevalue("served_app")

    def make(raw_key: str) -> MemoryClient:
        return MemoryClient(api_key=raw_key, host=f"{app.url}/mem0")

    return make


def project_key(project: Project, username: str = "alice", **options: Any) -> str:
    from django.contrib.auth import get_user_model

    user = get_user_model().objects.get(username=username)
    return api_key_for(user, project=project, **options)[1]
