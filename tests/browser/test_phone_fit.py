"""At 390 px: wide charts open scrolled to today, so the newest day and the current fact are on
screen; the memory list keeps every column in view; each filter label sits beside its field; a
persona's page fits, its member form's labels beside their fields."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from django.utils import timezone

from memories.models import AuditEvent, Entity, PersonaMembership, Relation
from memories.scoping import principal_for_user
from memories.services.store.memory import memory_remember
from tests.browser.conftest import sign_in, snap
from tests.factories.memories import PersonaFactory

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

ON_SCREEN = """sel => [...document.querySelectorAll(sel)].map(e => {
  const r = e.getBoundingClientRect();
  return [r.left, r.right, r.width, innerWidth];
})"""


@pytest.fixture
def phone(browser):
    context = browser.new_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    page.set_default_timeout(15_000)
    yield page
    context.close()


def test_memory_list_keeps_every_column_and_labels_beside_fields(phone, live_server, alice):
    principal = principal_for_user(alice)
    for text in ("Deploy window opens at 18:00 on Fridays", "Billing runs on the 3rd"):
        memory_remember(principal=principal, content=text, kind="context")
    sign_in(phone, live_server, "alice")
    snap(phone, "memory-list-390")
    for left, right, _, inner in phone.evaluate(ON_SCREEN, "#memory-list tbody tr:first-child td"):
        assert left >= 0
        assert right <= inner, (left, right)
    pairs = phone.evaluate(
        """() => [...document.querySelectorAll('#memory-list form label[for]')].map(l => {
          const c = document.getElementById(l.htmlFor), a = l.getBoundingClientRect(),
                b = c.getBoundingClientRect();
          return [l.textContent, Math.abs((a.top + a.bottom) / 2 - (b.top + b.bottom) / 2)];
        })"""
    )
    assert pairs
    for name, offset in pairs:
        assert offset < 12, (name, offset)  # on the same line as its field


def test_memory_list_filters_stay_on_screen_on_a_laptop(browser, live_server, alice):
    """At 1200 px the filter row (five fields and the button) wraps instead of running off the
    page's right edge."""
    context = browser.new_context(viewport={"width": 1200, "height": 800})
    page = context.new_page()
    try:
        sign_in(page, live_server, "alice")
        fields = page.evaluate(ON_SCREEN, "#memory-list form[role=search] > *")
        assert len(fields) >= 11
        for left, right, _, inner in fields:
            assert left >= 0
            assert right <= inner, (left, right, inner)
    finally:
        context.close()


def test_overview_charts_open_at_today(phone, live_server, admin_user):
    AuditEvent.objects.create(action="remember")  # one day of activity: today
    sign_in(phone, live_server, "admin")
    phone.goto(f"{live_server.url}/curation/")
    snap(phone, "overview-390")
    today = timezone.now().strftime("%-d %b")
    boxes = phone.evaluate(ON_SCREEN, f'#activity-chart rect.seg[data-day="{today}"]')
    assert boxes
    for left, right, _, inner in boxes:
        assert left >= 0
        assert right <= inner


def test_entity_timeline_shows_the_current_fact(phone, live_server, alice):
    carol = Entity.objects.create(owner=alice, urn="urn:person:carol", name="Carol", kind="person")
    old = Entity.objects.create(owner=alice, urn="urn:org:old", name="Old Corp", kind="org")
    new = Entity.objects.create(owner=alice, urn="urn:org:new", name="New Corp", kind="org")
    start = datetime(2019, 1, 1, tzinfo=UTC)
    Relation.objects.create(owner=alice, subject=carol, predicate="works_at", object=old,
                            valid_from=start, valid_to=timezone.now() - timedelta(days=2))  # fmt: skip
    Relation.objects.create(owner=alice, subject=carol, predicate="works_at", object=new,
                            valid_from=timezone.now() - timedelta(days=2))  # fmt: skip
    sign_in(phone, live_server, "alice")
    phone.goto(f"{live_server.url}/memory/graph/entities/{carol.pk}/")
    snap(phone, "timeline-390")
    boxes = phone.evaluate(ON_SCREEN, "svg.timeline g.current rect")
    assert len(boxes) == 1
    left, right, width, inner = boxes[0]
    assert left >= 0
    assert right <= inner
    assert width >= 6  # a visible bar, not a hairline


def test_a_persona_page_fits_a_phone_with_each_label_beside_its_field(
    phone, live_server, alice, bob
):
    """A persona's manager at 390 px: nothing runs off the page, the member form's labels stay
    beside their fields, and her own row offers nothing she may not do."""
    persona = PersonaFactory(slug="support", name="Support desk")
    PersonaMembership.objects.create(persona=persona, user=alice, can_manage=True)
    PersonaMembership.objects.create(persona=persona, user=bob)
    sign_in(phone, live_server, "alice")
    phone.goto(f"{live_server.url}/memory/personas/support/")
    snap(phone, "persona-390")
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    pairs = phone.evaluate(
        """() => [...document.querySelectorAll('#group-members form label[for]')].map(l => {
          const c = document.getElementById(l.htmlFor), a = l.getBoundingClientRect(),
                b = c.getBoundingClientRect();
          return [l.textContent, Math.abs((a.top + a.bottom) / 2 - (b.top + b.bottom) / 2)];
        })"""
    )
    assert [name for name, _ in pairs] == ["Username", "Role"]
    for name, offset in pairs:
        assert offset < 12, (name, offset)  # on the same line as its field
    assert phone.get_by_role("button", name="Remove bob").is_visible()
    assert phone.get_by_role("button", name="Remove alice").count() == 0
