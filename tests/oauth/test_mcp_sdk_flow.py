"""End to end on loopback: the official MCP SDK's OAuth client provider finds the metadata
from a bare 401, registers dynamically, completes PKCE with a person signed in at headless
Chromium (consent clicked), lists and calls tools, refreshes, lends its token to the OpenAI Agents
SDK's MCP client (which lists and calls the tools with it), and is refused after Disconnect."""

from __future__ import annotations

import time
from datetime import timedelta
from typing import Any

import anyio
import httpx
import pytest
from django.utils import timezone
from oauth2_provider.models import AccessToken

from memories.models import ApiKey, AuditEvent, Memory, ProjectMembership
from memories.oauth.models import OAuthConnection
from tests.factories import UserFactory
from tests.factories.memories import ProjectFactory
from tests.oauth.conftest import BrowserConsent, MemoryStorage, oauth_provider, sdk_session
from tests.palace.mcp.conftest import ServedApp

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.browser]


async def _agents_sdk(app: ServedApp, token: str) -> tuple[set[str], str]:
    """The OpenAI Agents SDK's own MCP client, with the OAuth access token as its bearer."""
    from agents.mcp import MCPServerStreamableHttp

    params = {"url": f"{app.url}/mcp", "headers": {"Authorization": f"Bearer {token}"}}
    async with MCPServerStreamableHttp(params, client_session_timeout_seconds=60) as server:
        names = {tool.name for tool in await server.list_tools()}
        recalled = await server.call_tool("memory_recall", {"query": "where is the bike"})
    return names, str(recalled.content)


def test_sdk_client_registers_consents_in_a_browser_calls_tools_refreshes_and_is_cut_off(
    served_app: ServedApp,
) -> None:
    alice = UserFactory(username="alice")
    atlas = ProjectFactory(slug="atlas", name="Atlas")
    ProjectMembership.objects.create(project=atlas, user=alice)

    async def choose_atlas(page: Any) -> None:
        await page.check(f"input[name=project][value='{atlas.pk}']")

    consent = BrowserConsent("alice", choose=choose_atlas)
    storage = MemoryStorage()

    provider = oauth_provider(served_app.url, consent, storage)
    names, saved, recalled = anyio.run(sdk_session, served_app, provider)

    assert "Test MCP client" in consent.consent_html
    assert "Project atlas" in consent.consent_html
    assert {"memory_save", "memory_recall"} <= names
    assert not saved.is_error, saved
    # Written as the binding chosen on the consent page: into project atlas.
    assert Memory.objects.get(content__contains="bike in the atlas shed").project_id == atlas.pk
    assert "bike" in str(recalled.structured_content)
    connection = OAuthConnection.objects.select_related("api_key").get(user=alice)
    assert connection.api_key.project_id == atlas.pk
    assert connection.api_key.last_used_at is not None
    assert storage.tokens is not None
    assert storage.tokens.refresh_token

    # Refresh: the access token expires (on the server, and by the client's clock); the SDK
    # refreshes with its rotating refresh token: a new pair, no new consent.
    old_access, old_refresh = storage.tokens.access_token, storage.tokens.refresh_token
    AccessToken.objects.filter(user=alice).update(expires=timezone.now() - timedelta(seconds=1))
    provider.context.token_expiry_time = time.time() - 1
    consent.redirected_to = None
    names_again, _, _ = anyio.run(sdk_session, served_app, provider)
    assert names_again == names
    assert consent.redirected_to is None  # refreshed, not asked again
    assert storage.tokens.access_token != old_access
    assert storage.tokens.refresh_token != old_refresh
    assert set(AuditEvent.objects.filter(actor_id=alice.pk).values_list("action", flat=True)) >= {
        "oauth_grant",
        "oauth_token",
    }

    # The OpenAI Agents SDK's MCP client connects with the token from that flow.
    agents_names, agents_recalled = anyio.run(_agents_sdk, served_app, storage.tokens.access_token)
    assert {"memory_save", "memory_recall"} <= agents_names
    assert "atlas shed" in agents_recalled

    # Disconnect on the Connected apps page: the token is refused at once.
    with httpx.Client(base_url=served_app.url, timeout=30) as web:
        web.get("/accounts/login/")
        web.post(
            "/accounts/login/",
            data={"username": "alice", "password": "correct horse battery staple",
                  "csrfmiddlewaretoken": web.cookies["csrftoken"]},
        )  # fmt: skip
        page = web.get("/memory/connected-apps/")
        assert "Test MCP client" in page.text
        gone = web.post(
            f"/memory/connected-apps/{connection.pk}/disconnect/",
            data={"csrfmiddlewaretoken": web.cookies["csrftoken"]},
        )
        assert gone.status_code == 200
        refused = web.post(
            "/mcp",
            json={"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {}},
            headers={"Authorization": f"Bearer {storage.tokens.access_token}"},
        )
    assert refused.status_code == 401
    assert ApiKey.objects.get(pk=connection.api_key_id).revoked_at is not None
    assert AuditEvent.objects.filter(action="oauth_disconnect").count() == 1
