"""A team adopts the service in a real browser: the admin creates a person and a project on the
pages and makes the person a member; the person signs in with the one-time password, creates a
key bound to the project, opens the connect page and an agent uses exactly the values shown
there to call /mcp."""

from __future__ import annotations

import json
from typing import Any

import httpx
import pytest

from memories.models import ApiKey, ProjectMembership
from tests.browser.conftest import sign_in, snap

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def mcp_tools(url: str, headers: dict[str, str]) -> list[str]:
    """An MCP client's first two calls, initialize and tools/list, as plain JSON-RPC POSTs."""
    sent = {**headers, "Accept": "application/json, text/event-stream"}
    with httpx.Client(headers=sent, timeout=60) as http:
        hello = http.post(url, json={
            "jsonrpc": "2.0", "id": 1, "method": "initialize",
            "params": {"protocolVersion": "2025-06-18", "capabilities": {},
                       "clientInfo": {"name": "team-setup-test", "version": "1"}},
        })  # fmt: skip
        assert hello.status_code == 200, hello.text
        version = hello.json()["result"]["protocolVersion"]
        listed = http.post(
            url,
            json={"jsonrpc": "2.0", "id": 2, "method": "tools/list"},
            headers={"MCP-Protocol-Version": version},
        )
        assert listed.status_code == 200, listed.text
        return [tool["name"] for tool in listed.json()["result"]["tools"]]


def admin_creates_a_member(page: Any, live_server: Any) -> str:
    """As the admin: a person (their one-time password, returned), a project, the membership."""
    sign_in(page, live_server, "admin")
    page.goto(f"{live_server.url}/")
    assert "0 of 5 done" in page.inner_text("#get-started")
    snap(page, "start-admin")

    page.click("#get-started >> text=Create accounts")
    page.fill("#id_username", "dana")
    page.fill("#id_email", "dana@example.test")
    page.click("text=Create account")
    password = str(page.inner_text("#new-password")).strip()
    assert page.get_by_role("cell", name="dana", exact=True).is_visible()
    snap(page, "people")

    page.click("nav.tabs >> text=Groups")
    page.select_option("#id_kind", "project")
    page.fill("#id_slug", "apollo")
    page.fill("#id_name", "Apollo")
    page.click("#groups button[type=submit]")
    page.wait_for_url(f"{live_server.url}/curation/groups/project/apollo/")
    page.fill("#member-username", "dana")
    page.select_option("#member-role", "member")
    page.click("text=Add or change")
    page.get_by_role("button", name="Remove dana").wait_for()
    assert ProjectMembership.objects.filter(project__slug="apollo", user__username="dana").exists()
    snap(page, "group-members")
    return password


def member_creates_a_bound_key(dana: Any, live_server: Any, password: str) -> str:
    """As the new member: sign in, create a key bound to the project (returned, raw)."""
    dana.goto(f"{live_server.url}/accounts/login/")
    dana.fill("#id_username", "dana")
    dana.fill("#id_password", password)
    dana.click("main button[type=submit]")
    dana.wait_for_url(f"{live_server.url}/memory/password/")  # a one-time password: change it
    dana.fill("#id_old_password", password)
    for field in ("#id_new_password1", "#id_new_password2"):
        dana.fill(field, "dana's own long passphrase 7")
    dana.click("main button[type=submit]")
    dana.wait_for_url(f"{live_server.url}/memory/password/done/")
    dana.goto(f"{live_server.url}/")
    assert "0 of 3 done" in dana.inner_text("#get-started")
    assert dana.locator("a[href^='/curation/'], a[href^='/admin/']").count() == 0
    snap(dana, "start-user")
    dana.click("#get-started >> text=Create a key")
    dana.fill("#id_name", "laptop agent")
    dana.select_option("#id_project", label="Apollo (apollo)")
    dana.click("text=Create key")
    raw_key = str(dana.inner_text("#new-key")).strip()
    key = ApiKey.objects.get(user__username="dana")
    assert key.project is not None
    assert key.project.slug == "apollo"
    return raw_key


def test_admin_sets_up_a_team_member_who_connects_an_agent(
    browser: Any, page: Any, live_server: Any, admin_user: Any
) -> None:
    failed: list[tuple[int, str]] = []
    page.on("response", lambda r: failed.append((r.status, r.url)) if r.status >= 400 else None)
    password = admin_creates_a_member(page, live_server)

    context = browser.new_context(viewport={"width": 1200, "height": 850})
    dana = context.new_page()
    dana.set_default_timeout(15_000)
    dana.on("response", lambda r: failed.append((r.status, r.url)) if r.status >= 400 else None)
    raw_key = member_creates_a_bound_key(dana, live_server, password)
    dana.click("text=Connect an agent with this key")
    dana.wait_for_selector("#snippet-mcp-http")
    snap(dana, "connect")
    server = json.loads(dana.inner_text("#snippet-mcp-http"))["mcpServers"]["memory"]
    assert server["url"] == f"{live_server.url}/mcp"
    assert server["headers"] == {"Authorization": f"Bearer {raw_key}"}
    assert raw_key in dana.inner_text("#snippet-claude-code")

    # An agent connects with exactly what the page shows.
    assert "memory_save" in mcp_tools(server["url"], server["headers"])
    assert ApiKey.objects.get(user__username="dana").last_used_at is not None
    dana.goto(f"{live_server.url}/")
    assert "2 of 3 done" in dana.inner_text("#get-started")
    context.close()
    assert failed == []
