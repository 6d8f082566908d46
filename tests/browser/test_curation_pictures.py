"""A curator's pictures in a real browser: a day of agent writes cleared in a few actions, the
graph explorer, an entity's timeline, the overview charts, recall's "why" and the palace map."""

from __future__ import annotations

import time

import pytest

from memories.models import AuditEvent, Memory
from tests.browser.conftest import sign_in, snap
from tests.factories.memories import MemoryFactory

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_a_curator_clears_a_thousand_pending_memories_in_a_few_actions(
    page, live_server, alice, admin_user
):
    Memory.objects.bulk_create(
        [
            Memory(owner=alice, source="agent", kind="fact", scope="user",
                   content=f"Agent claim {i}: host {i} runs the nightly export",
                   content_hash=f"{i:064x}", confidence=0.7)
            for i in range(1000)
        ]
    )  # fmt: skip
    MemoryFactory(owner=alice, source="mining", content="A mined claim waits on its own")

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
