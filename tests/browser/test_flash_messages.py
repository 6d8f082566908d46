"""One confirmation, shown where the action happened and then gone: archiving a memory in place
(htmx) says "Archived" at once and the next page does not; creating a persona says so once."""

from __future__ import annotations

import pytest

from memories.scoping import principal_for_user
from memories.services.store.memory import memory_remember
from tests.browser.conftest import sign_in, snap

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.mark.parametrize("width", [1280, 390])
def test_archiving_in_place_confirms_once_and_the_next_page_is_clean(
    browser, live_server, alice, width
):
    memory = memory_remember(
        principal=principal_for_user(alice), content="The staging database is on port 5433"
    ).memory
    context = browser.new_context(viewport={"width": width, "height": 900})
    page = context.new_page()
    page.set_default_timeout(15_000)
    sign_in(page, live_server, "alice")
    page.goto(f"{live_server.url}/memory/m/{memory.pk}/")
    page.click("text=Delete…")
    page.click("text=Yes, delete it")
    page.get_by_role("button", name="Restore", exact=True).wait_for()
    page.locator(".flash").first.wait_for()
    snap(page, f"archived-{width}")
    assert page.locator(".flash").count() == 1
    assert page.locator(".flash").inner_text().startswith("Archived")
    assert page.locator(".flash").is_visible()
    for url in ("/memory/", "/memory/settings/"):
        page.goto(f"{live_server.url}{url}")
        assert page.locator(".flash").count() == 0, url
    context.close()


def test_creating_a_persona_confirms_once(browser, live_server, admin_user):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.set_default_timeout(15_000)
    page.goto(f"{live_server.url}/accounts/login/?next=/curation/groups/")
    page.fill("#id_username", admin_user.get_username())
    page.fill("#id_password", "correct horse battery staple")
    page.click("button[type=submit]")
    page.wait_for_url(f"{live_server.url}/curation/groups/")
    page.select_option("#groups select[name=kind]", "persona")
    page.fill("#groups input[name=slug]", "support-bot")
    if page.locator("#groups input[name=name]").count():
        page.fill("#groups input[name=name]", "Support bot")
    page.click("#groups button[type=submit]")
    page.wait_for_url("**/curation/groups/persona/support-bot/")
    snap(page, "persona-created")
    assert page.get_by_text("Created persona support-bot").count() == 1
    page.goto(f"{live_server.url}/curation/groups/")
    assert page.get_by_text("Created persona").count() == 0
    context.close()
