"""The authorization-code flow driven in process (Django's test client as the browser and the
client app): register, consent as a signed-in person, exchange the code with PKCE."""

from __future__ import annotations

import base64
import hashlib
import re
import secrets
from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qs, urlencode, urlsplit

from django.test import Client

REDIRECT = "http://127.0.0.1:8765/callback"
RESOURCE = "http://testserver/mcp"


def pkce() -> tuple[str, str]:
    verifier = secrets.token_urlsafe(48)
    digest = hashlib.sha256(verifier.encode()).digest()
    return verifier, base64.urlsafe_b64encode(digest).rstrip(b"=").decode()


def register(client: Client, **metadata: Any) -> Any:
    body = {
        "client_name": "Attack test client",
        "redirect_uris": [REDIRECT],
        "grant_types": ["authorization_code", "refresh_token"],
        "response_types": ["code"],
        "token_endpoint_auth_method": "none",
        **metadata,
    }
    return client.post("/oauth/register/", data=body, content_type="application/json")


def authorize_url(client_id: str, challenge: str, **extra: str) -> str:
    params = {
        "response_type": "code",
        "client_id": client_id,
        "redirect_uri": REDIRECT,
        "state": "st4te",
        "code_challenge": challenge,
        "code_challenge_method": "S256",
        "resource": RESOURCE,
        "scope": "mcp",
        **extra,
    }
    return f"/oauth/authorize/?{urlencode(params)}"


def consent_fields(html: str) -> dict[str, str]:
    """The consent form's hidden fields, as the browser would post them back."""
    fields = {}
    for tag in re.findall(r"<input[^>]*type=\"hidden\"[^>]*>", html):
        name = re.search(r'name="([^"]+)"', tag)
        value = re.search(r'value="([^"]*)"', tag)
        if name:
            fields[name.group(1)] = (value.group(1) if value else "").replace("&amp;", "&")
    return fields


@dataclass
class Granted:
    client_id: str
    verifier: str
    code: str
    query: dict[str, list[str]]


def consent(client: Client, client_id: str, *, choice: dict[str, str] | None = None,
            **extra: str) -> Granted:  # fmt: skip
    verifier, challenge = pkce()
    page = client.get(authorize_url(client_id, challenge, **extra))
    assert page.status_code == 200, page.content[:500]
    data = {**consent_fields(page.content.decode()), "allow": "Authorize", "access": "write",
            **(choice or {})}  # fmt: skip
    answer = client.post("/oauth/authorize/", data=data)
    assert answer.status_code == 302, answer.content[:500]
    query = parse_qs(urlsplit(answer["Location"]).query)
    return Granted(client_id, verifier, query.get("code", [""])[0], query)


def exchange(client: Client, granted: Granted, **override: str) -> Any:
    data = {
        "grant_type": "authorization_code",
        "code": granted.code,
        "redirect_uri": REDIRECT,
        "client_id": granted.client_id,
        "code_verifier": granted.verifier,
        "resource": RESOURCE,
        **override,
    }
    return client.post("/oauth/token/", data={k: v for k, v in data.items() if v is not None})


def connect(client: Client, **choice: str) -> tuple[str, dict[str, Any]]:
    """Register, consent (as the signed-in person) and exchange: (client_id, token body)."""
    client_id = register(client).json()["client_id"]
    granted = consent(client, client_id, choice=choice or None)
    response = exchange(client, granted)
    assert response.status_code == 200, response.content
    return client_id, response.json()


def mcp_tools(client: Client, token: str) -> Any:
    return client.post(
        "/mcp",
        data={"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {}},
        content_type="application/json",
        HTTP_AUTHORIZATION=f"Bearer {token}",
        HTTP_ACCEPT="application/json, text/event-stream",
    )
