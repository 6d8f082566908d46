"""The typed client reads each recall hit's `scope_ref`: the slug of its project (or persona,
system, session), as the memory itself shows it."""

from __future__ import annotations

import httpx
import pytest

from memory_layer_client import MemoryClient
from tests.factories import UserFactory
from tests.factories.memories import ProjectFactory, ProjectMembershipFactory, api_key_for
from tests.palace.mcp.conftest import ServedApp

pytestmark = pytest.mark.django_db(transaction=True)


def test_a_recall_hit_names_its_project(served_app: ServedApp) -> None:
    alice = UserFactory(username="alice")
    ProjectMembershipFactory(project=ProjectFactory(slug="apollo"), user=alice, can_manage=True)
    # 120 s: the served app loads its embedding model on the first write (slow on a busy box).
    http = httpx.Client(timeout=120.0)
    with MemoryClient(served_app.url, api_key_for(alice)[1], http=http) as memory:
        saved = memory.remember(
            "Apollo releases go out on Tuesdays", scope="project", scope_ref="apollo"
        )
        mine = memory.remember("I take my tea with oat milk")
        recalled = memory.recall("when do Apollo releases go out?", top_k=5)

    refs = {hit.id: hit.scope_ref for hit in recalled.results}
    assert refs[saved.id] == saved.scope_ref == "apollo"
    assert refs.get(mine.id, "") == ""
