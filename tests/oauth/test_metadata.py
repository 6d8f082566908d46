"""Discovery: a bare 401 from /mcp names the protected-resource metadata, which names this
server as the authorization server, whose metadata offers only code + PKCE S256."""

from __future__ import annotations

import pytest
from django.test import Client

pytestmark = pytest.mark.django_db


def test_mcp_without_credentials_is_401_naming_the_resource_metadata(client: Client) -> None:
    response = client.post("/mcp", data="{}", content_type="application/json")
    assert response.status_code == 401
    assert response["WWW-Authenticate"] == (
        'Bearer resource_metadata="http://testserver/.well-known/oauth-protected-resource/mcp"'
    )


def test_mcp_with_an_unknown_token_is_401_invalid_token(client: Client) -> None:
    response = client.post(
        "/mcp", data="{}", content_type="application/json", HTTP_AUTHORIZATION="Bearer nosuch"
    )
    assert response.status_code == 401
    assert response["WWW-Authenticate"].startswith('Bearer error="invalid_token", ')


def test_rest_401_carries_the_same_challenge(client: Client) -> None:
    response = client.get("/api/v1/memories")
    assert response.status_code == 401
    assert 'resource_metadata="http://testserver/.well-known/' in response["WWW-Authenticate"]


@pytest.mark.parametrize(
    "path", ["/.well-known/oauth-protected-resource", "/.well-known/oauth-protected-resource/mcp"]
)
def test_protected_resource_metadata_names_mcp_and_this_server(client: Client, path: str) -> None:
    document = client.get(path).json()
    assert document["resource"] == "http://testserver/mcp"
    assert document["authorization_servers"] == ["http://testserver"]
    assert document["bearer_methods_supported"] == ["header"]


def test_authorization_server_metadata_offers_code_with_pkce_s256_only(client: Client) -> None:
    document = client.get("/.well-known/oauth-authorization-server").json()
    assert document["issuer"] == "http://testserver"
    assert document["response_types_supported"] == ["code"]
    assert document["grant_types_supported"] == ["authorization_code", "refresh_token"]
    assert document["code_challenge_methods_supported"] == ["S256"]
    assert document["authorization_response_iss_parameter_supported"] is True
    assert document["authorization_endpoint"] == "http://testserver/oauth/authorize/"
    assert document["token_endpoint"] == "http://testserver/oauth/token/"
    assert document["revocation_endpoint"] == "http://testserver/oauth/revoke/"
    assert document["registration_endpoint"] == "http://testserver/oauth/register/"
    assert document["client_id_metadata_document_supported"] is True
    assert "none" in document["token_endpoint_auth_methods_supported"]
