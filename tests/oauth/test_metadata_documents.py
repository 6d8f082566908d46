"""Client ID Metadata Documents on loopback, in process: a client whose id is the https URL of
its document, served by a real TLS server. The operator's allow-list lets a host inside the
network be fetched; anything else that resolves to a private address is refused before any
connection, and a document is held to dynamic registration's rules."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from django.core.cache import cache
from django.test import Client
from oauth2_provider.models import Application, Grant

from memories.oauth.models import OAuthConnection
from tests.oauth.flow import REDIRECT, authorize_url, consent, exchange, mcp_tools, pkce
from tests.oauth.tls import DocumentServer, document_server

pytestmark = pytest.mark.django_db
PATH = "/oauth/client.json"


@pytest.fixture(scope="module")
def documents(tmp_path_factory: pytest.TempPathFactory) -> Iterator[DocumentServer]:
    with document_server(tmp_path_factory.mktemp("cimd")) as server:
        yield server


@pytest.fixture
def served(documents: DocumentServer, settings: Any) -> DocumentServer:
    """localhost on the allow-list, its certificate trusted; a valid document at PATH."""
    settings.OAUTH_CLIENT_METADATA_PRIVATE_HOSTS = ["localhost"]
    settings.OAUTH_CLIENT_METADATA_CA_FILE = str(documents.ca_file)
    documents.documents.clear()
    documents.requests.clear()
    documents.documents[PATH] = document(documents.url(PATH))
    cache.clear()  # the library's per-URL failure backoff
    return documents


@pytest.fixture
def signed_in(client: Client, alice: Any) -> Client:
    client.force_login(alice)
    return client


def document(client_id: str, **metadata: Any) -> dict[str, Any]:
    return {
        "client_id": client_id,
        "client_name": "Metadata document client",
        "redirect_uris": [REDIRECT],
        "grant_types": ["authorization_code", "refresh_token"],
        "response_types": ["code"],
        "token_endpoint_auth_method": "none",
        **metadata,
    }


def refused(client: Client, client_id: str) -> None:
    """The authorization request names an unknown client: a 400 page, no redirect, nothing
    registered or granted."""
    _, challenge = pkce()
    response = client.get(authorize_url(client_id, challenge))
    assert response.status_code == 400, response.content[:300]
    assert "Location" not in response
    assert not Application.objects.filter(client_id=client_id).exists()
    assert not Grant.objects.exists()


def test_a_listed_host_on_loopback_registers_by_its_document_and_connects(
    signed_in: Client, served: DocumentServer
) -> None:
    client_id = served.url(PATH)
    granted = consent(signed_in, client_id)
    assert granted.code
    response = exchange(signed_in, granted)
    assert response.status_code == 200, response.content
    assert mcp_tools(signed_in, response.json()["access_token"]).status_code == 200
    application = Application.objects.get(client_id=client_id)
    assert application.registration_source == Application.RegistrationSource.CIMD
    assert application.name == "Metadata document client"
    assert OAuthConnection.objects.filter(application=application).exists()
    assert PATH in served.requests


@pytest.mark.parametrize("listed", [[], ["metadata.internal"], ["127.0.0.1"]])
def test_a_host_not_on_the_allow_list_resolving_to_loopback_is_refused_unfetched(
    signed_in: Client, served: DocumentServer, settings: Any, listed: list[str]
) -> None:
    settings.OAUTH_CLIENT_METADATA_PRIVATE_HOSTS = listed
    refused(signed_in, served.url(PATH))
    assert served.requests == []  # refused on its address, before any connection


def test_listing_one_name_does_not_open_another_name_for_the_same_address(
    signed_in: Client, served: DocumentServer
) -> None:
    client_id = served.url(PATH, host="127.0.0.1")
    served.documents[PATH] = document(client_id)
    refused(signed_in, client_id)
    assert served.requests == []


def test_a_listed_host_on_a_link_local_address_is_refused_unfetched(
    signed_in: Client, served: DocumentServer, settings: Any
) -> None:
    # The cloud metadata service's address: never reachable, listed or not.
    settings.OAUTH_CLIENT_METADATA_PRIVATE_HOSTS = ["169.254.169.254"]
    refused(signed_in, "https://169.254.169.254/oauth/client.json")


def test_a_certificate_not_trusted_is_refused(
    signed_in: Client, served: DocumentServer, settings: Any
) -> None:
    settings.OAUTH_CLIENT_METADATA_CA_FILE = ""
    refused(signed_in, served.url(PATH))


def test_a_document_whose_client_id_differs_from_its_url_is_refused(
    signed_in: Client, served: DocumentServer
) -> None:
    served.documents[PATH] = document(served.url("/oauth/another-client.json"))
    refused(signed_in, served.url(PATH))
    assert PATH in served.requests
    assert not Application.objects.exists()


@pytest.mark.parametrize(
    "uri",
    [
        "javascript:alert(1)",
        "http://evil.example/callback",
        "http://localhost.evil.example/callback",
        "http://127.0.0.1@evil.example/callback",
        "https://user@evil.example/callback",
        "https://ok.example/callback#frag",
    ],
)
def test_a_document_with_a_dangerous_redirect_is_refused(
    signed_in: Client, served: DocumentServer, uri: str
) -> None:
    served.documents[PATH] = document(served.url(PATH), redirect_uris=[REDIRECT, uri])
    refused(signed_in, served.url(PATH))


def test_a_document_redirect_off_the_operators_hosts_is_refused(
    signed_in: Client, served: DocumentServer, settings: Any
) -> None:
    settings.OAUTH_REDIRECT_HOSTS = ["claude.ai"]
    served.documents[PATH] = document(
        served.url(PATH), redirect_uris=[REDIRECT, "https://elsewhere.example/callback"]
    )
    refused(signed_in, served.url(PATH))


@pytest.mark.parametrize("grants", [["implicit"], ["authorization_code", "client_credentials"]])
def test_a_document_asking_for_another_grant_type_is_refused(
    signed_in: Client, served: DocumentServer, grants: list[str]
) -> None:
    served.documents[PATH] = document(served.url(PATH), grant_types=grants)
    refused(signed_in, served.url(PATH))


def test_metadata_documents_switched_off_fetch_nothing(
    signed_in: Client, served: DocumentServer, settings: Any
) -> None:
    from oauth2_provider.settings import oauth2_settings

    settings.OAUTH2_PROVIDER = {**settings.OAUTH2_PROVIDER, "CIMD_ENABLED": False}
    oauth2_settings.reload()
    try:
        refused(signed_in, served.url(PATH))
    finally:
        settings.OAUTH2_PROVIDER = {**settings.OAUTH2_PROVIDER, "CIMD_ENABLED": True}
        oauth2_settings.reload()
    assert served.requests == []


def test_the_allow_list_takes_exact_host_names(monkeypatch: pytest.MonkeyPatch) -> None:
    import importlib

    from memory_project.settings import oauth
    from memory_project.settings.env import EnvError

    for value in ("*", ".example.com", "https://x.example/"):
        monkeypatch.setenv("OAUTH_CLIENT_METADATA_PRIVATE_HOSTS", value)
        with pytest.raises(EnvError):
            importlib.reload(oauth)
    monkeypatch.setenv("OAUTH_CLIENT_METADATA_PRIVATE_HOSTS", "Metadata.Internal, localhost")
    assert importlib.reload(oauth).OAUTH_CLIENT_METADATA_PRIVATE_HOSTS == [
        "metadata.internal",
        "localhost",
    ]
    monkeypatch.delenv("OAUTH_CLIENT_METADATA_PRIVATE_HOSTS")
    importlib.reload(oauth)
