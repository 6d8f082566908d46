"""A person in a real browser: sign in, search, open a drawer by pointer, archive a memory."""

import pytest

from memories.models import Memory, Status
from memories.scoping import principal_for_user
from memories.services.store.memory import memory_remember
from palace.mining.pipeline import conversation_mine
from tests.browser.conftest import sign_in, snap

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_sign_in_search_pointer_and_archive(page, live_server, alice, make_conversation):
    conversation = make_conversation(turns=8)
    conversation_mine(conversation_id=str(conversation.pk))
    memory = memory_remember(
        principal=principal_for_user(alice),
        content="The efoil battery was swapped for a 24V30Ah pack in June",
        kind="event",
        tags=["efoil"],
    ).memory

    failed: list[tuple[int, str]] = []  # every answer below 400: no missing icon, asset or partial
    page.on("response", lambda r: failed.append((r.status, r.url)) if r.status >= 400 else None)
    sign_in(page, live_server, "alice")
    assert page.locator("h1").first.inner_text() == "Your memories"
    assert page.get_by_text("24V30Ah").is_visible()
    snap(page, "memory-list")

    page.click("text=Search")
    page.fill("#s-query", "efoil battery")
    page.click("#search-results button[type=submit]")
    page.wait_for_selector("#search-results ol.results li")
    assert "Ranking:" in page.inner_text("#search-results")
    assert "24V30Ah" in page.inner_text("#search-results")
    snap(page, "search")

    page.click("text=Palace")
    page.fill("#pointer-input", "W-001/R-01/D-003")
    page.click("form[role=search] button[type=submit]")
    page.wait_for_selector("#pointer-preview article")
    assert "Jolene helped me pick her" in page.inner_text("#pointer-preview")
    page.click("text=W-001 Caroline")
    page.wait_for_selector("#palace-tree ul.tree ul.tree")
    snap(page, "palace")

    page.goto(f"{live_server.url}/memory/m/{memory.pk}/")
    page.click("text=Delete…")
    page.wait_for_selector("text=Delete this memory?")
    page.click("text=Yes, delete it")
    page.get_by_role("button", name="Restore", exact=True).wait_for()
    assert Memory.objects.get(pk=memory.pk).status == Status.ARCHIVED
    assert failed == []


def test_pages_work_with_javascript_off(browser, live_server, alice):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    memory = memory_remember(
        principal=principal_for_user(alice), content="Plain forms still work"
    ).memory
    sign_in(page, live_server, "alice")
    page.goto(f"{live_server.url}/memory/m/{memory.pk}/")
    page.click("text=Delete…")  # a plain link to the confirmation page
    page.click("text=Yes, delete it")  # a plain form POST, then a redirect
    page.get_by_role("button", name="Restore", exact=True).wait_for()
    assert Memory.objects.get(pk=memory.pk).status == Status.ARCHIVED
    context.close()
