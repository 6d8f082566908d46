"""A curator's pictures in a real browser: a day of agent writes cleared in a few actions, the
graph explorer, an entity's timeline, the overview charts, recall's "why" and the palace map."""

from __future__ import annotations

import time

import pytest

from memories.models import AuditEvent, Memory
from tests.browser.conftest import sign_in, snap
from tests.factories.memories import MemoryFactory, ProjectFactory

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_a_curator_clears_a_thousand_pending_memories_in_a_few_actions(
    page, live_server, alice, admin_user
):
    team = ProjectFactory(slug="team")  # shared rows: curators curate them
    Memory.objects.bulk_create(
        [
            Memory(owner=alice, source="agent", kind="fact", scope="project", project=team,
                   content=f"Agent claim {i}: host {i} runs the nightly export",
                   content_hash=f"{i:064x}", confidence=0.7)
            for i in range(1000)
        ]
    )  # fmt: skip
    MemoryFactory(
        owner=alice, source="mining", content="A mined claim waits on its own",
        scope="project", project=team,
    )  # fmt: skip

    sign_in(page, live_server, "admin")
    started = time.monotonic()
    page.goto(f"{live_server.url}/curation/approvals/")  # 1
    assert page.inner_text("[data-count=waiting]") == "1001"
    page.select_option("select[name=source]", "agent")  # 2
    page.get_by_role("button", name="Filter").click()  # 3
    page.wait_for_selector("[data-count=matching]")
    assert page.inner_text("[data-count=matching]") == "1000"
    snap(page, "approvals-filtered")
    page.get_by_label("Select all").check()  # 4
    page.get_by_role("button", name="Approve", exact=True).first.click()  # 5
    page.get_by_text("Approved 1000 memories.").wait_for()
    elapsed = time.monotonic() - started
    assert page.inner_text("[data-count=matching]") == "0"
    assert page.inner_text("[data-count=waiting]") == "1"
    snap(page, "approvals-cleared")
    assert Memory.objects.filter(source="agent", approved_at__isnull=True).count() == 0
    assert AuditEvent.objects.filter(action="approve").count() == 1000
    print(f"cleared 1000 pending memories in 5 actions, {elapsed:.1f}s")


PICTURES = (
    # (url, what must be drawn, screenshot name)
    ("/curation/", "#activity-chart svg", "overview"),
    ("/curation/approvals/", "#approval-list", "approvals"),
    ("/curation/graph/?q=Caroline", "svg.graph a.node", "graph-curation"),
    ("/curation/mining/", "#cost-chart svg", "mining"),
    ("/curation/indexing/", "#coverage-summary", "indexing"),
    ("/memory/graph/", "svg.graph a.node", "graph-mine"),
    ("/memory/search/?query=efoil+battery", ".why svg.score", "search-why"),
    ("/memory/palace/map/", "svg.tree", "palace-map"),
)


def _seed_pictures(alice, admin_user) -> int:
    from datetime import UTC, datetime

    from memories.models import Entity, ModelUsage, Relation
    from memories.scoping import principal_for_user
    from memories.services.store.memory import memory_remember
    from palace.mining.pipeline import conversation_mine
    from tests.palace.conftest import make_messages

    principal = principal_for_user(alice)
    memory_remember(principal=principal, content="The efoil battery was swapped for a 24V30Ah pack")
    memory_remember(principal=principal, content="The efoil board got a new battery strap")
    MemoryFactory(owner=alice, source="agent", content="An agent thinks the VPN is optional")
    caroline = Entity.objects.create(
        owner=alice, urn="urn:person:caroline", name="Caroline", kind="person"
    )
    # Alice shared where Caroline lives and works with everyone: curators may read that graph.
    shared = MemoryFactory(owner=alice, scope="global", content="Caroline's moves and work")
    places = [Entity.objects.create(owner=alice, urn=f"urn:place:{n.lower()}", name=n, kind="place")
              for n in ("Boston", "Denver")]  # fmt: skip
    acme = Entity.objects.create(
        owner=alice, urn="urn:org:acme", name="Acme Sailing", kind="organisation"
    )
    Relation.objects.create(owner=alice, subject=caroline, predicate="lives_in", object=places[0],
                            valid_from=datetime(2020, 1, 1, tzinfo=UTC),
                            valid_to=datetime(2023, 6, 1, tzinfo=UTC),
                            source_memory=shared)  # fmt: skip
    Relation.objects.create(owner=alice, subject=caroline, predicate="lives_in", object=places[1],
                            valid_from=datetime(2023, 6, 1, tzinfo=UTC),
                            source_memory=shared)  # fmt: skip
    Relation.objects.create(owner=alice, subject=caroline, predicate="works_at", object=acme,
                            valid_from=datetime(2021, 3, 1, tzinfo=UTC),
                            source_memory=shared)  # fmt: skip
    Relation.objects.create(owner=alice, subject=acme, predicate="based_in", object=places[0],
                            valid_from=datetime(2019, 1, 1, tzinfo=UTC),
                            source_memory=shared)  # fmt: skip
    from palace.services.conversations import conversation_ingest

    conversation, _ = conversation_ingest(
        principal=principal, external_id="chat-1", subject="Caroline",
        started_at=datetime(2023, 5, 8, tzinfo=UTC), messages=make_messages(6),
    )  # fmt: skip
    conversation_mine(conversation_id=str(conversation.pk))
    from datetime import timedelta

    from django.utils import timezone

    today = timezone.now().date()
    for back, (embed, extract) in enumerate([(3200, 9100), (1800, 0), (2500, 4000)], start=1):
        day = today - timedelta(days=back)
        ModelUsage.objects.create(day=day, source="memory_embed", calls=40, tokens=embed)
        ModelUsage.objects.create(day=day, source="memory_extract", calls=3, tokens=extract)
    return caroline.pk


@pytest.mark.parametrize("width", [1280, 390])
def test_every_picture_draws_and_fits_a_phone(browser, live_server, alice, admin_user, width):
    caroline = _seed_pictures(alice, admin_user)
    context = browser.new_context(viewport={"width": width, "height": 900})
    page = context.new_page()
    page.set_default_timeout(15_000)
    try:
        urls = [*PICTURES, (f"/curation/entities/{caroline}/", "svg.timeline g.superseded",
                            "entity-timeline")]  # fmt: skip
        for who in ("admin", "alice"):
            sign_in(page, live_server, who)
            for url, drawn, name in urls:
                if url.startswith("/curation/") != (who == "admin"):
                    continue
                page.goto(f"{live_server.url}{url}")
                assert page.locator(drawn).count() > 0, url
                snap(page, f"picture-{name}-{width}")
                overflow = page.evaluate(
                    "document.documentElement.scrollWidth - document.documentElement.clientWidth"
                )
                assert overflow <= 0, (url, width, overflow)
            page.context.clear_cookies()
    finally:
        context.close()
