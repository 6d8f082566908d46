"""End to end on loopback, the second run: the official MCP SDK's OAuth client provider uses the
https URL of its Client ID Metadata Document as its client_id (served over TLS by a real
server on loopback, its certificate made now). The served app fetches it because the operator
listed the host (`OAUTH_CLIENT_METADATA_PRIVATE_HOSTS`) and trusted its CA
(`OAUTH_CLIENT_METADATA_CA_FILE`); a person consents in headless Chromium, the SDK lists and
calls tools and refreshes, and no dynamic registration ever happens."""

from __future__ import annotations

import time
from collections.abc import Iterator
from datetime import timedelta
from typing import Any

import anyio
import pytest
from django.utils import timezone
from oauth2_provider.models import AccessToken, Application

from memories.models import Memory
from memories.oauth.models import OAuthConnection
from tests.factories import UserFactory
from tests.oauth.conftest import (
    REDIRECT_URI,
    BrowserConsent,
    MemoryStorage,
    oauth_provider,
    sdk_session,
)
from tests.oauth.tls import DocumentServer, document_server
from tests.palace.mcp.conftest import ServedApp, served_app_with

pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.browser,
    pytest.mark.slow(seconds=45),
]
PATH = "/mcp-client/metadata.json"


@pytest.fixture(scope="module")
def documents(tmp_path_factory: pytest.TempPathFactory) -> Iterator[DocumentServer]:
    with document_server(tmp_path_factory.mktemp("cimd-e2e")) as server:
        yield server


@pytest.fixture(scope="module")
def listed_app(
    django_db_setup: Any, django_db_blocker: Any, documents: DocumentServer
) -> Iterator[ServedApp]:
    """The served app with the documents' host on the allow-list and their CA trusted."""
    settings_env = {
        "OAUTH_CLIENT_METADATA_PRIVATE_HOSTS": "localhost",
        "OAUTH_CLIENT_METADATA_CA_FILE": str(documents.ca_file),
    }
    with served_app_with(django_db_blocker, settings_env) as app:
        yield app


def test_sdk_client_connects_by_its_metadata_document_consents_calls_tools_and_refreshes(
    listed_app: ServedApp, documents: DocumentServer
) -> None:
    alice = UserFactory(username="alice")
    client_id = documents.url(PATH)
    documents.documents[PATH] = {
        "client_id": client_id,
        "client_name": "Metadata document MCP client",
        "redirect_uris": [REDIRECT_URI],
        "grant_types": ["authorization_code", "refresh_token"],
        "response_types": ["code"],
        "token_endpoint_auth_method": "none",
    }
    consent = BrowserConsent("alice")
    storage = MemoryStorage()
    provider = oauth_provider(listed_app.url, consent, storage, client_metadata_url=client_id)

    names, saved, recalled = anyio.run(sdk_session, listed_app, provider)

    assert PATH in documents.requests  # the server fetched the document over TLS
    assert "Metadata document MCP client" in consent.consent_html
    assert {"memory_save", "memory_recall"} <= names
    assert not saved.is_error, saved
    assert Memory.objects.filter(owner=alice, content__contains="atlas shed").exists()
    assert "bike" in str(recalled.structured_content)
    assert storage.client_info is not None
    assert storage.client_info.client_id == client_id
    application = Application.objects.get()  # the only client: nothing registered dynamically
    assert application.client_id == client_id
    assert application.registration_source == Application.RegistrationSource.CIMD
    assert OAuthConnection.objects.filter(user=alice, application=application).exists()

    # Refresh at the token endpoint, by the URL as client_id: a new pair, no new consent.
    assert storage.tokens is not None
    assert storage.tokens.refresh_token
    old_access, old_refresh = storage.tokens.access_token, storage.tokens.refresh_token
    AccessToken.objects.filter(user=alice).update(expires=timezone.now() - timedelta(seconds=1))
    provider.context.token_expiry_time = time.time() - 1
    consent.redirected_to = None
    names_again, _, _ = anyio.run(sdk_session, listed_app, provider)
    assert names_again == names
    assert consent.redirected_to is None
    assert storage.tokens.access_token != old_access
    assert storage.tokens.refresh_token != old_refresh
