"""The served app (gunicorn on loopback, on the test database) and a headless Chromium that
signs a person in and clicks the consent page, for the OAuth flows of the MCP SDK's client."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any
from urllib.parse import parse_qs, urlsplit

import httpx2
import pytest
from mcp import Client
from mcp.client.auth import OAuthClientProvider, TokenStorage
from mcp.client.streamable_http import streamable_http_client
from mcp.shared.auth import (
    AuthorizationCodeResult,
    OAuthClientInformationFull,
    OAuthClientMetadata,
    OAuthToken,
)

from memories.api.throttling import redis_client
from tests.memories.api.conftest import world  # noqa: F401 - fixture (the API's shared world)

# Not `_fast_passwords`: the served app checks the person's password with its own hashers.
from tests.palace.mcp.conftest import (  # noqa: F401 - fixtures
    ServedApp,
    _fresh_rate_limits,
    served_app,
)

CHROMIUM = "/usr/bin/chromium"
REDIRECT_URI = "http://localhost:53682/callback"
PASSWORD = "correct horse battery staple"


@pytest.fixture(autouse=True)
def _fresh_registration_limits() -> None:
    client = redis_client()
    for key in client.scan_iter("memory:ratelimit:oauth-register:*"):
        client.delete(key)


class MemoryStorage(TokenStorage):
    """What a client keeps between runs: its registration and its tokens."""

    def __init__(self) -> None:
        self.tokens: OAuthToken | None = None
        self.client_info: OAuthClientInformationFull | None = None

    async def get_tokens(self) -> OAuthToken | None:
        return self.tokens

    async def set_tokens(self, tokens: OAuthToken) -> None:
        self.tokens = tokens

    async def get_client_info(self) -> OAuthClientInformationFull | None:
        return self.client_info

    async def set_client_info(self, client_info: OAuthClientInformationFull) -> None:
        self.client_info = client_info


class BrowserConsent:
    """The person at the browser: opens the authorization URL in headless Chromium, signs in,
    chooses on the consent page and clicks Allow; the redirect to the client's loopback
    callback is caught (nothing listens there) and handed back as the client's callback."""

    def __init__(self, username: str, choose: Callable[[Any], Any] | None = None) -> None:
        self.username = username
        self.choose = choose
        self.redirected_to: str | None = None
        self.consent_html: str = ""

    async def redirect_handler(self, authorization_url: str) -> None:
        from playwright.async_api import async_playwright

        async with async_playwright() as playwright:
            browser = await playwright.chromium.launch(
                executable_path=CHROMIUM, headless=True,
                args=["--no-sandbox", "--disable-gpu", "--no-first-run"],
            )  # fmt: skip
            context = await browser.new_context(viewport={"width": 390, "height": 844})
            page = await context.new_page()
            page.set_default_timeout(20_000)

            async def caught(route: Any) -> None:
                self.redirected_to = route.request.url
                await route.fulfill(status=200, body="You can close this window.")

            await page.route(re.compile(r"^http://localhost:53682/.*"), caught)
            await page.goto(authorization_url)
            await page.fill("#id_username", self.username)
            await page.fill("#id_password", PASSWORD)
            await page.click("button[type=submit]")
            try:
                await page.wait_for_selector("#oauth-consent")
            except Exception as exc:
                html = await page.content()
                raise AssertionError(f"no consent page at {page.url}: {html}") from exc
            self.consent_html = await page.content()
            # The page fits a phone: nothing wider than the viewport.
            width = await page.evaluate("document.documentElement.scrollWidth")
            assert width <= 390, width
            if self.choose is not None:
                await self.choose(page)
            await page.click("button[name=allow]")
            await page.wait_for_function("() => true")
            for _ in range(100):
                if self.redirected_to:
                    break
                await page.wait_for_timeout(100)
            await browser.close()

    async def callback_handler(self) -> AuthorizationCodeResult:
        assert self.redirected_to, "the consent page did not redirect to the client"
        query = parse_qs(urlsplit(self.redirected_to).query)
        return AuthorizationCodeResult(
            code=query["code"][0],
            state=query.get("state", [None])[0],
            iss=query.get("iss", [None])[0],
        )


def oauth_provider(
    app_url: str, consent: BrowserConsent, storage: MemoryStorage, **kwargs: Any
) -> OAuthClientProvider:
    return OAuthClientProvider(
        server_url=f"{app_url}/mcp",
        client_metadata=OAuthClientMetadata(
            client_name="Test MCP client",
            redirect_uris=[REDIRECT_URI],  # type: ignore[list-item]
            grant_types=["authorization_code", "refresh_token"],
            response_types=["code"],
            token_endpoint_auth_method="none",
        ),
        storage=storage,
        redirect_handler=consent.redirect_handler,
        callback_handler=consent.callback_handler,
        **kwargs,
    )


async def sdk_session(app: ServedApp, provider: OAuthClientProvider) -> Any:
    """The SDK's client signed in through `provider`: lists the tools, saves a memory and recalls
    it. (tool names, save result, recall result)"""
    async with httpx2.AsyncClient(auth=provider, timeout=60) as http:
        streams = streamable_http_client(f"{app.url}/mcp", http_client=http)
        async with Client(streams) as client:
            names = {tool.name for tool in (await client.list_tools()).tools}
            saved = await client.call_tool(
                "memory_save", {"content": "Alice keeps her bike in the atlas shed"}
            )
            recalled = await client.call_tool("memory_recall", {"query": "where is the bike"})
            return names, saved, recalled
