"""The approval queue at scale: filters, sort, counts, and bulk approve / decline / archive
over everything the filters match (not only the page shown), audited per memory."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from curation.services import memories_bulk_review
from memories.models import AuditEvent, Memory, Status
from memories.scoping import principal_for_user
from memories.services.lifecycle.governance import memory_ask_curators
from memory_project.errors import Forbidden
from tests.curation.conftest import team_memory

pytestmark = pytest.mark.django_db


def _queue(owner, n: int, *, source: str = "agent", **fields) -> list[Memory]:
    return [team_memory(owner=owner, source=source, **fields) for _ in range(n)]


def test_filters_narrow_the_queue_and_the_counts_say_how_many(curator, alice):
    _queue(alice, 3, source="agent", kind="fact", confidence=0.7)
    _queue(alice, 2, source="mining", kind="event", confidence=0.5)
    html = curator.get("/curation/approvals/?source=mining").content.decode()
    assert 'data-count="waiting">5<' in html
    assert 'data-count="matching">2<' in html
    assert html.count('name="ids"') == 2
    by_conf = curator.get("/curation/approvals/?max_confidence=0.6").content.decode()
    assert 'data-count="matching">2<' in by_conf
    by_kind = curator.get("/curation/approvals/?kind=fact&scope=project").content.decode()
    assert 'data-count="matching">3<' in by_kind


def test_age_filter_and_newest_first_sort(curator, alice):
    old = team_memory(owner=alice, source="agent", content="an old agent claim")
    Memory.objects.filter(pk=old.pk).update(created_at=timezone.now() - timedelta(days=10))
    team_memory(owner=alice, source="agent", content="a fresh agent claim")
    html = curator.get("/curation/approvals/?age=old7d").content.decode()
    assert "an old agent claim" in html
    assert "a fresh agent claim" not in html
    newest = curator.get("/curation/approvals/?sort=newest").content.decode()
    assert newest.index("a fresh agent claim") < newest.index("an old agent claim")


def test_a_bad_filter_value_is_a_400_with_its_message(curator):
    response = curator.get("/curation/approvals/?max_confidence=lots&sort=sideways")
    assert response.status_code == 400
    html = response.content.decode()
    assert "Confidence is a number from 0.0 to 1.0." in html
    assert "Unknown sort" in html


def test_select_all_matching_approves_beyond_the_visible_page(curator, alice, admin_user):
    agent = _queue(alice, 60, source="agent")
    mined = _queue(alice, 4, source="mining")
    page = curator.get("/curation/approvals/?source=agent").content.decode()
    assert page.count('name="ids"') == 25  # one page shows 25 of the 60
    response = curator.post(
        "/curation/approvals/bulk",
        {"action": "approve", "all_matching": "1", "source": "agent",
         "seen_at": timezone.now().isoformat()},
        HTTP_HX_REQUEST="true",
    )  # fmt: skip
    html = response.content.decode()
    assert response.status_code == 200
    assert "Approved 60 memories." in html
    assert 'data-count="waiting">4<' in html  # the mined ones still wait
    assert 'data-count="matching">0<' in html
    approved = Memory.objects.filter(pk__in=[m.pk for m in agent])
    assert set(approved.values_list("confidence", flat=True)) == {1.0}
    assert set(approved.values_list("approved_by", flat=True)) == {admin_user.pk}
    assert (
        Memory.objects.filter(pk__in=[m.pk for m in mined], approved_at__isnull=True).count() == 4
    )
    events = AuditEvent.objects.filter(action="approve")
    assert events.count() == 60
    assert {e.memory_id for e in events} == {m.pk for m in agent}
    assert all(e.detail["bulk"] is True and e.actor_id == admin_user.pk for e in events)


def test_bulk_leaves_memories_written_after_the_page_was_shown(curator, alice):
    seen = _queue(alice, 2)
    shown_at = timezone.now()
    later = team_memory(owner=alice, source="agent")
    Memory.objects.filter(pk=later.pk).update(created_at=shown_at + timedelta(seconds=5))
    curator.post("/curation/approvals/bulk",
                 {"action": "approve", "all_matching": "1", "seen_at": shown_at.isoformat()})  # fmt: skip
    assert (
        Memory.objects.filter(pk__in=[m.pk for m in seen], approved_at__isnull=False).count() == 2
    )
    later.refresh_from_db()
    assert later.approved_at is None


def test_ticked_rows_are_declined_and_archived_without_javascript(curator, alice):
    wrong, stale, kept = _queue(alice, 3)
    response = curator.post("/curation/approvals/bulk",
                            {"action": "decline", "ids": [wrong.pk], "next": "/curation/approvals/"})  # fmt: skip
    assert response.status_code == 302
    assert response["Location"] == "/curation/approvals/"
    assert "Declined 1 memory." in curator.get(response["Location"]).content.decode()
    curator.post("/curation/approvals/bulk", {"action": "archive", "ids": [stale.pk]})
    for memory in (wrong, stale, kept):
        memory.refresh_from_db()
    assert (wrong.status, wrong.stale_reason) == (Status.ARCHIVED, "declined in review")
    assert stale.status == Status.ARCHIVED
    assert kept.status == Status.ACTIVE
    assert AuditEvent.objects.get(action="decline").memory_id == wrong.pk
    assert AuditEvent.objects.get(action="forget").detail == {
        "previous_status": "active",
        "bulk": True,
    }


def test_bulk_without_a_selection_or_with_a_bad_action_says_why(curator, alice):
    _queue(alice, 1)
    nothing = curator.post(
        "/curation/approvals/bulk", {"action": "approve"}, HTTP_HX_REQUEST="true"
    )
    assert nothing.status_code == 400
    assert "Tick some memories" in nothing.content.decode()
    memory = Memory.objects.get()
    bad = curator.post("/curation/approvals/bulk", {"action": "shred", "ids": [memory.pk]},
                       HTTP_HX_REQUEST="true")  # fmt: skip
    assert bad.status_code == 400
    assert "unknown action" in bad.content.decode()
    junk = curator.post("/curation/approvals/bulk", {"action": "approve", "ids": ["nope"]},
                        HTTP_HX_REQUEST="true")  # fmt: skip
    assert junk.status_code == 400
    assert Memory.objects.get().approved_at is None


def test_bulk_review_is_for_curators_only(client, alice, bob):
    memory = _queue(alice, 1)[0]
    client.force_login(bob)
    response = client.post("/curation/approvals/bulk", {"action": "approve", "ids": [memory.pk]})
    assert response.status_code == 403
    with pytest.raises(Forbidden):
        memories_bulk_review(principal=principal_for_user(alice), memory_ids=[memory.pk],
                             action="approve")  # fmt: skip
    memory.refresh_from_db()
    assert memory.approved_at is None


def test_a_private_memory_is_offered_for_sharing_only_when_its_owner_asks(curator, alice):
    private = team_memory(owner=alice, source="agent", scope="user", content="alice's own note")
    assert f'id="approval-{private.pk}"' not in curator.get("/curation/approvals/").content.decode()
    memory_ask_curators(principal=principal_for_user(alice), memory_id=private.pk, request="share")
    html = curator.get("/curation/approvals/").content.decode()
    row = html[html.index(f'id="approval-{private.pk}"') :]
    row = row[: row.index("</tr>")]
    assert "alice asks" in row
    assert "Private to alice, who asks to share it" in row
    assert "Share with everyone" in row
    assert "hx-confirm" in row
