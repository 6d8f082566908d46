"""The consent page offers what a key offers: a persona (or yourself) and a project (or none),
each or both. A connection bound to both carries both, with a key's rules; a choice the person
may not make is refused and nothing is created."""

from __future__ import annotations

from typing import Any, cast

import pytest
from django.test import Client
from oauth2_provider.models import Grant

from memories.models import ApiKey, Persona, ProjectMembership
from memories.oauth.models import OAuthConnection
from tests.factories.memories import PersonaFactory, ProjectFactory
from tests.oauth.flow import authorize_url, connect, consent_fields, pkce, register

pytestmark = pytest.mark.django_db


@pytest.fixture
def bound(client: Client, alice: Any) -> tuple[Client, Persona, Any, Any]:
    """alice signed in; her persona helper, her project atlas, and apollo she is not in."""
    helper = cast(Persona, PersonaFactory(slug="helper"))
    helper.members.add(alice)
    atlas = ProjectFactory(slug="atlas", name="Atlas")
    ProjectMembership.objects.create(project=atlas, user=alice)
    apollo = ProjectFactory(slug="apollo", name="Apollo")
    client.force_login(alice)
    return client, helper, atlas, apollo


def _page(client: Client) -> str:
    _, challenge = pkce()
    response = client.get(authorize_url(register(client).json()["client_id"], challenge))
    assert response.status_code == 200
    return response.content.decode()


def test_the_consent_page_offers_a_persona_and_a_project_each_or_both(
    bound: tuple[Client, Persona, Any, Any],
) -> None:
    client, helper, atlas, apollo = bound
    html = _page(client)
    assert f'name="acts_as" value="persona:{helper.pk}"' in html
    assert f'name="project" value="{atlas.pk}"' in html
    assert 'name="project" value=""' in html
    assert f'value="{apollo.pk}"' not in html  # only her own projects


def test_a_connection_as_a_persona_within_a_project_is_bound_to_both(
    bound: tuple[Client, Persona, Any, Any],
) -> None:
    client, helper, atlas, _ = bound
    _, tokens = connect(client, acts_as=f"persona:{helper.pk}", project=str(atlas.pk))
    key = OAuthConnection.objects.select_related("api_key").get().api_key
    assert (key.persona_id, key.project_id, key.reads_private) == (helper.pk, atlas.pk, False)
    answer = client.post(
        "/api/v1/memories",
        {"content": "The helper files atlas invoices on Fridays"},
        content_type="application/json",
        HTTP_AUTHORIZATION=f"Bearer {tokens['access_token']}",
    )
    assert answer.status_code == 201, answer.content
    listed = client.get("/memory/connected-apps/").content.decode()
    assert "persona <strong>helper</strong>, project <strong>atlas</strong>" in listed


@pytest.mark.parametrize(
    "choice",
    [
        {"acts_as": "persona", "project": "apollo"},  # a project she is not in
        {"acts_as": "project:atlas", "project": "apollo"},  # two different projects
        {"acts_as": "persona", "project": "not-a-number"},
    ],
)
def test_a_binding_the_person_may_not_choose_is_refused_and_creates_nothing(
    bound: tuple[Client, Persona, Any, Any], choice: dict[str, str]
) -> None:
    client, helper, atlas, apollo = bound
    ids = {"persona": f"persona:{helper.pk}", "project:atlas": f"project:{atlas.pk}",
           "apollo": str(apollo.pk)}  # fmt: skip
    fields = {name: ids.get(value, value) for name, value in choice.items()}
    keys = ApiKey.objects.count()
    forged = client.post(
        "/oauth/authorize/",
        data={**consent_fields(_page(client)), "allow": "Authorize", "access": "write", **fields},
    )
    assert forged.status_code == 400
    assert "Location" not in forged
    assert ApiKey.objects.count() == keys
    assert not OAuthConnection.objects.exists()
    assert not Grant.objects.exists()


def test_leaving_the_project_cuts_a_persona_within_project_token_off(
    bound: tuple[Client, Persona, Any, Any], alice: Any
) -> None:
    client, helper, atlas, _ = bound
    _, tokens = connect(client, acts_as=f"persona:{helper.pk}", project=str(atlas.pk))
    bearer = f"Bearer {tokens['access_token']}"
    assert client.get("/api/v1/memories", HTTP_AUTHORIZATION=bearer).status_code == 200
    ProjectMembership.objects.filter(project=atlas, user=alice).delete()
    refused = client.get("/api/v1/memories", HTTP_AUTHORIZATION=bearer)
    assert refused.status_code == 403
    assert refused.json()["error"]["code"] == "binding_revoked"
