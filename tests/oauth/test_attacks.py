"""Each attack on the OAuth flow is refused with the right status and changes nothing."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from django.test import Client
from django.utils import timezone
from oauth2_provider.models import AccessToken, Application, Grant, RefreshToken

from memories.models import ApiKey, Persona, ProjectMembership
from memories.oauth.models import OAuthConnection
from tests.factories import UserFactory
from tests.factories.memories import ProjectFactory
from tests.oauth.flow import (
    authorize_url,
    connect,
    consent,
    consent_fields,
    exchange,
    mcp_tools,
    pkce,
    register,
)

pytestmark = pytest.mark.django_db


@pytest.fixture
def signed_in(client: Client, alice: Any) -> Client:
    client.force_login(alice)
    return client


def rest(client: Client, token: str) -> Any:
    return client.get("/api/v1/memories", HTTP_AUTHORIZATION=f"Bearer {token}")


def test_a_granted_token_reads_the_api_as_a_control(signed_in: Client) -> None:
    _, tokens = connect(signed_in)
    assert rest(signed_in, tokens["access_token"]).status_code == 200


def test_the_authorization_response_carries_iss(signed_in: Client) -> None:
    client_id = register(signed_in).json()["client_id"]
    granted = consent(signed_in, client_id)
    assert granted.query["iss"] == ["http://testserver"]
    assert granted.query["state"] == ["st4te"]


def test_a_code_replayed_is_refused_and_issues_nothing(signed_in: Client) -> None:
    client_id = register(signed_in).json()["client_id"]
    granted = consent(signed_in, client_id)
    assert exchange(signed_in, granted).status_code == 200
    tokens = AccessToken.objects.count()
    replay = exchange(signed_in, granted)
    assert replay.status_code == 400
    assert replay.json()["error"] == "invalid_grant"
    assert AccessToken.objects.count() == tokens


@pytest.mark.parametrize("verifier", [None, "", "x" * 43, "wrong-verifier-" * 4])
def test_a_code_without_or_with_a_wrong_verifier_is_refused(
    signed_in: Client, verifier: str | None
) -> None:
    client_id = register(signed_in).json()["client_id"]
    granted = consent(signed_in, client_id)
    response = exchange(signed_in, granted, code_verifier=verifier)
    assert response.status_code == 400
    assert not AccessToken.objects.exclude(scope="oauth2_provider:registration").exists()


def test_plain_pkce_and_implicit_are_refused(signed_in: Client) -> None:
    client_id = register(signed_in).json()["client_id"]
    verifier, _ = pkce()
    plain = signed_in.get(authorize_url(client_id, verifier, code_challenge_method="plain"))
    implicit = signed_in.get(authorize_url(client_id, verifier, response_type="token"))
    no_pkce = signed_in.get(authorize_url(client_id, "", code_challenge_method=""))
    for response in (plain, implicit, no_pkce):
        assert response.status_code in {302, 400}
        assert "code=" not in response.get("Location", "")
        assert "access_token" not in response.get("Location", "")
    assert Grant.objects.count() == 0


@pytest.mark.parametrize(
    "redirect",
    [
        "http://127.0.0.1:8765/other",
        "https://evil.example/callback",
        "http://127.0.0.1:8765/callback/x",
    ],
)
def test_a_redirect_uri_not_registered_is_refused_without_redirecting(
    signed_in: Client, redirect: str
) -> None:
    client_id = register(signed_in).json()["client_id"]
    _, challenge = pkce()
    response = signed_in.get(authorize_url(client_id, challenge, redirect_uri=redirect))
    assert response.status_code == 400
    assert "Location" not in response
    assert b"evil.example" not in response.content or b"redirect" in response.content.lower()
    assert Grant.objects.count() == 0


def test_a_token_for_another_resource_is_refused(signed_in: Client) -> None:
    client_id = register(signed_in).json()["client_id"]
    granted = consent(signed_in, client_id, resource="https://other.example/mcp")
    response = exchange(signed_in, granted, resource="https://other.example/mcp")
    assert response.status_code == 200  # a token, but for another server's resource
    token = response.json()["access_token"]
    assert rest(signed_in, token).status_code == 401
    refused = mcp_tools(signed_in, token)
    assert refused.status_code == 401
    assert refused["WWW-Authenticate"].startswith('Bearer error="invalid_token"')


def test_an_expired_token_is_refused(signed_in: Client) -> None:
    _, tokens = connect(signed_in)
    AccessToken.objects.update(expires=timezone.now() - timedelta(seconds=1))
    assert rest(signed_in, tokens["access_token"]).status_code == 401
    assert mcp_tools(signed_in, tokens["access_token"]).status_code == 401


def test_a_revoked_token_is_refused(signed_in: Client) -> None:
    client_id, tokens = connect(signed_in)
    revoked = signed_in.post(
        "/oauth/revoke/", data={"token": tokens["access_token"], "client_id": client_id}
    )
    assert revoked.status_code == 200
    assert rest(signed_in, tokens["access_token"]).status_code == 401


def test_a_refreshed_away_token_and_a_replayed_refresh_token_are_refused(
    signed_in: Client,
) -> None:
    client_id, tokens = connect(signed_in)
    refresh = {"grant_type": "refresh_token", "client_id": client_id,
               "refresh_token": tokens["refresh_token"]}  # fmt: skip
    fresh = signed_in.post("/oauth/token/", data=refresh)
    assert fresh.status_code == 200
    new = fresh.json()
    assert new["refresh_token"] != tokens["refresh_token"]
    assert rest(signed_in, tokens["access_token"]).status_code == 401
    assert rest(signed_in, new["access_token"]).status_code == 200
    replay = signed_in.post("/oauth/token/", data=refresh)
    assert replay.status_code == 400
    # Reuse of a rotated refresh token revokes its whole family (a stolen token is useless).
    assert rest(signed_in, new["access_token"]).status_code == 401
    assert not RefreshToken.objects.filter(revoked__isnull=True).exists()


def test_a_deactivated_persons_token_is_refused(signed_in: Client, alice: Any) -> None:
    _, tokens = connect(signed_in)
    alice.is_active = False
    alice.save(update_fields=["is_active"])
    assert rest(Client(), tokens["access_token"]).status_code == 401


def test_a_removed_members_project_token_is_refused(signed_in: Client, alice: Any) -> None:
    atlas = ProjectFactory(slug="atlas", name="Atlas")
    ProjectMembership.objects.create(project=atlas, user=alice)
    _, tokens = connect(signed_in, acts_as=f"project:{atlas.pk}")
    assert rest(signed_in, tokens["access_token"]).status_code == 200
    ProjectMembership.objects.filter(project=atlas, user=alice).delete()
    refused = rest(signed_in, tokens["access_token"])
    assert refused.status_code == 403
    assert refused.json()["error"]["code"] == "binding_revoked"


@pytest.mark.parametrize(
    "uri",
    [
        "javascript:alert(1)",
        "data:text/html,hi",
        "http://evil.example/callback",
        "http://localhost.evil.example/callback",
        "http://127.0.0.1.evil.example/callback",
        "http://127.0.0.1@evil.example/callback",
        "https://user@evil.example/callback",
        "https://ok.example/callback#frag",
        "file:///etc/passwd",
    ],
)
def test_a_client_registering_a_dangerous_redirect_is_refused(client: Client, uri: str) -> None:
    response = register(client, redirect_uris=[uri])
    assert response.status_code == 400
    assert response.json()["error"] in {"invalid_redirect_uri", "invalid_client_metadata"}
    assert not Application.objects.exists()


@pytest.mark.parametrize("grant", ["client_credentials", "password", "implicit"])
def test_a_client_registering_another_grant_type_is_refused(client: Client, grant: str) -> None:
    response = register(client, grant_types=[grant])
    assert response.status_code == 400
    assert not Application.objects.exists()


def test_consent_without_the_csrf_token_is_refused(alice: Any) -> None:
    browser = Client(enforce_csrf_checks=True)
    browser.force_login(alice)
    client_id = register(browser).json()["client_id"]
    _, challenge = pkce()
    page = browser.get(authorize_url(client_id, challenge))
    fields = consent_fields(page.content.decode())
    fields.pop("csrfmiddlewaretoken")
    forged = browser.post("/oauth/authorize/", data={**fields, "allow": "Authorize"})
    assert forged.status_code == 403
    assert not OAuthConnection.objects.exists()
    assert not Grant.objects.exists()


def test_consent_for_a_persona_the_person_does_not_belong_to_is_refused(
    signed_in: Client, alice: Any
) -> None:
    bob = UserFactory(username="bob")
    bobs = Persona.objects.create(slug="bobs-helper", name="Bob's helper")
    bobs.members.add(bob)
    client_id = register(signed_in).json()["client_id"]
    _, challenge = pkce()
    page = signed_in.get(authorize_url(client_id, challenge))
    assert b"bobs-helper" not in page.content
    keys = ApiKey.objects.count()
    forged = signed_in.post(
        "/oauth/authorize/",
        data={**consent_fields(page.content.decode()), "allow": "Authorize",
              "access": "write", "acts_as": f"persona:{bobs.pk}"},
    )  # fmt: skip
    assert forged.status_code == 400
    assert "Location" not in forged
    assert ApiKey.objects.count() == keys
    assert not OAuthConnection.objects.exists()
    assert not Grant.objects.exists()


def test_registration_is_rate_limited_per_address(client: Client, settings: Any) -> None:
    settings.OAUTH_REGISTRATIONS_PER_HOUR = 2
    assert [register(client).status_code for _ in range(3)] == [201, 201, 429]
    assert Application.objects.count() == 2


def test_registration_switched_off_is_404(client: Any, settings: Any) -> None:
    from oauth2_provider.settings import oauth2_settings

    settings.OAUTH2_PROVIDER = {**settings.OAUTH2_PROVIDER, "DCR_ENABLED": False}
    oauth2_settings.reload()
    try:
        assert register(client).status_code == 404
    finally:
        settings.OAUTH2_PROVIDER = {**settings.OAUTH2_PROVIDER, "DCR_ENABLED": True}
        oauth2_settings.reload()
    assert not Application.objects.exists()


def test_the_registration_token_never_acts_as_the_person(signed_in: Client) -> None:
    registered = register(signed_in).json()
    granted = consent(signed_in, registered["client_id"])
    assert exchange(signed_in, granted).status_code == 200
    assert rest(signed_in, registered["registration_access_token"]).status_code == 401
