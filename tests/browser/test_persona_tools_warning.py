"""In Chromium: a member creates a key bound to a persona that has not opted in to the memory
tools and the keys page says so, with a link to the persona's page; the consent page of an OAuth
client says the same before she allows; the persona's manager allows the tools on the persona's
page, and the warning is gone."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlencode

import httpx
import pytest

from memories.models import Persona, PersonaMembership
from tests.browser.conftest import sign_in, snap
from tests.factories.memories import PersonaFactory
from tests.oauth.flow import REDIRECT, pkce

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

WARNING = ".persona-tools-warning"


def _consent_url(live_server: Any) -> str:
    """An OAuth client registered on the live server, and the consent page it sends people to."""
    registered = httpx.post(
        f"{live_server.url}/oauth/register/",
        json={
            "client_name": "Warning test client", "redirect_uris": [REDIRECT],
            "grant_types": ["authorization_code"], "response_types": ["code"],
            "token_endpoint_auth_method": "none",
        },
        timeout=30,
    )  # fmt: skip
    assert registered.status_code == 201, registered.text
    _, challenge = pkce()
    params = {
        "response_type": "code", "client_id": registered.json()["client_id"],
        "redirect_uri": REDIRECT, "state": "s", "code_challenge": challenge,
        "code_challenge_method": "S256", "resource": f"{live_server.url}/mcp", "scope": "mcp",
    }  # fmt: skip
    return f"{live_server.url}/oauth/authorize/?{urlencode(params)}"


def test_the_warning_leads_to_the_persona_page_and_goes_once_opted_in(
    browser: Any, live_server: Any, alice: Any, bob: Any
) -> None:
    quiet = PersonaFactory(slug="quiet", name="Quiet", allowed_tools=[])
    assert isinstance(quiet, Persona)
    quiet.members.add(alice)
    PersonaMembership.objects.create(persona=quiet, user=bob, can_manage=True)

    page = browser.new_context(viewport={"width": 1200, "height": 900}).new_page()
    page.set_default_timeout(15_000)
    sign_in(page, live_server, "alice")
    page.goto(f"{live_server.url}/memory/keys/")
    page.fill("#id_name", "quiet agent")
    page.select_option("#id_persona", label="Quiet (quiet)")
    page.click("text=Create key")
    page.wait_for_selector("#new-key")
    warning = page.locator(f".newkey {WARNING}")
    assert "has not opted in to the memory tools" in warning.inner_text()
    assert "a 403 on every memory route" in warning.inner_text()
    snap(page, "keys-persona-warning")

    page.goto(_consent_url(live_server))
    consent = page.locator(f"#oauth-consent {WARNING}")
    assert "a connection acting as it gets no memory tools" in consent.inner_text()
    snap(page, "consent-persona-warning")

    page.goto(f"{live_server.url}/memory/keys/")
    page.click(f"#api-keys {WARNING} >> text=The persona's page")
    page.wait_for_url(f"{live_server.url}/memory/personas/quiet/")
    tools = page.inner_text("#persona-tools")
    assert "not allowed" in tools
    assert "Only its managers (bob) or an admin may change these." in tools

    manager = browser.new_context(viewport={"width": 1200, "height": 900}).new_page()
    manager.set_default_timeout(15_000)
    sign_in(manager, live_server, "bob")
    manager.goto(f"{live_server.url}/memory/personas/quiet/")
    manager.check("input[name=allowed_tools][value='memory.read']")
    manager.check("input[name=allowed_tools][value='memory.manage']")
    manager.click("text=Save allowed tools")
    manager.wait_for_selector("#messages >> text=Every key bound to it follows now")
    snap(manager, "persona-page-manager")

    page.goto(f"{live_server.url}/memory/keys/")
    assert page.locator(WARNING).count() == 0
    page.goto(f"{live_server.url}/memory/personas/quiet/")
    assert page.inner_text("#persona-tools").count("not allowed") == 0
