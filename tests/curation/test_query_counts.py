"""Every list page costs the same number of queries with 3 rows as with 20 (no N+1)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from memories.models import AuditEvent, Entity, EntityEvent, Relation
from tests.factories import UserFactory
from tests.factories.memories import MemoryFactory, ProjectFactory

pytestmark = pytest.mark.django_db


def _count(client, url: str) -> int:
    with CaptureQueriesContext(connection) as ctx:
        response = client.get(url)
    assert response.status_code == 200, url
    return len(ctx.captured_queries)


def _rows_for(n: int, start: int, mining_run: Callable[..., object]) -> None:
    """n rows for every list: each from a different owner (so owner joins are exercised)."""
    for i in range(start, start + n):
        owner = UserFactory(username=f"owner{i}")
        project = ProjectFactory(slug=f"project-{i}")
        common = {"owner": owner, "scope": "project", "project": project}
        shared = MemoryFactory(**common, status="stale", stale_reason=f"reason {i}")
        MemoryFactory(**common, source="agent", content=f"agent memory {i}", always_inject=True)
        MemoryFactory(**common, metadata={"promoted_to": "00000000-0000-0000-0000-000000000000"})
        mining_run(f"conv-{i}", cost={"memory_extract": {"calls": 1, "tokens": i}, f"s{i}": {}})
        AuditEvent.objects.create(actor=owner, action="remember")
        entity = Entity.objects.create(owner=owner, urn=f"urn:e:{i}", name=f"Entity {i}")
        hub = Entity.objects.filter(urn="urn:e:hub").first() or Entity.objects.create(
            owner=owner, urn="urn:e:hub", name="Hub"
        )
        Relation.objects.create(
            owner=owner, subject=hub, predicate="links", object=entity,
            valid_from=datetime(2024, 1, 1 + i % 28, tzinfo=UTC),
            source_memory=shared,  # a project memory: curators read this graph
        )  # fmt: skip
        EntityEvent.objects.create(
            entity=hub, kind="changed", actor=owner, occurred_at=datetime(2024, 2, 1, tzinfo=UTC)
        )


def test_list_pages_use_a_constant_number_of_queries(curator, mining_run):
    _rows_for(3, 0, mining_run)
    hub = Entity.objects.get(urn="urn:e:hub")
    urls = [
        "/curation/", "/curation/stale/", "/curation/approvals/", "/curation/always-inject/",
        "/curation/always-inject/?q=agent", "/curation/indexing/", "/curation/mining/",
        "/curation/audit/", "/curation/entities/", f"/curation/entities/{hub.pk}/",
    ]  # fmt: skip
    small = {url: _count(curator, url) for url in urls}
    _rows_for(17, 3, mining_run)
    large = {url: _count(curator, url) for url in urls}
    assert large == small
