"""A person whose account a curator created signs in with the one-time password and is asked to
choose their own before anything else; once changed, they are not asked again."""

from __future__ import annotations

import pytest

from memories.scoping import principal_for_user
from memories.services.people.accounts import user_create, user_password_reset
from tests.browser.conftest import snap

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

NEW = "a long and private passphrase 42"


def _sign_in(page, live_server, username: str, password: str) -> None:
    page.goto(f"{live_server.url}/accounts/login/")
    page.fill("#id_username", username)
    page.fill("#id_password", password)
    page.click("main button[type=submit]")


@pytest.mark.parametrize("width", [1280, 390])
def test_first_sign_in_with_a_one_time_password_asks_for_a_new_one(
    browser, live_server, admin_user, width
):
    _, one_time = user_create(principal=principal_for_user(admin_user), username="dana")
    context = browser.new_context(viewport={"width": width, "height": 900})
    page = context.new_page()
    page.set_default_timeout(15_000)
    _sign_in(page, live_server, "dana", one_time)
    page.wait_for_url(f"{live_server.url}/memory/password/")
    assert "one-time password" in page.inner_text("#messages")
    snap(page, f"first-sign-in-{width}")
    page.goto(f"{live_server.url}/memory/")  # anything else waits until it is changed
    page.wait_for_url(f"{live_server.url}/memory/password/")
    page.fill("#id_old_password", one_time)
    page.fill("#id_new_password1", NEW)
    page.fill("#id_new_password2", NEW)
    page.click("main button[type=submit]")
    page.wait_for_url(f"{live_server.url}/memory/password/done/")
    page.goto(f"{live_server.url}/memory/")
    assert page.url == f"{live_server.url}/memory/"
    page.context.clear_cookies()
    _sign_in(page, live_server, "dana", NEW)
    page.wait_for_url(f"{live_server.url}/")
    context.close()


def test_a_reset_password_is_one_time_too_and_others_are_not_asked(
    browser, live_server, admin_user, alice, bob
):
    _, reset = user_password_reset(principal=principal_for_user(admin_user), user_id=alice.pk)
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.set_default_timeout(15_000)
    _sign_in(page, live_server, "alice", reset)
    page.wait_for_url(f"{live_server.url}/memory/password/")
    page.context.clear_cookies()
    _sign_in(page, live_server, "bob", "correct horse battery staple")  # chose his own
    page.wait_for_url(f"{live_server.url}/")
    context.close()
