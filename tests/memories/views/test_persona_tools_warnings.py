"""Where a key or an OAuth connection would act as a persona that has not opted in to the memory
tools, the page says so before anyone relies on it: the keys page (the persona field, the key
just created and each key's row) and the OAuth consent page, each with a link to the persona's
page (the curation page for an admin), and so does each connected app's row. A persona that
allows everything the key holds gets no warning."""

from __future__ import annotations

import html
from typing import Any, cast

import pytest
from django.test import Client

from memories.models import ALL_RULES, Persona, PersonaMembership
from tests.factories.memories import PersonaFactory, api_key_for
from tests.oauth.flow import authorize_url, connect, pkce, register

pytestmark = pytest.mark.django_db

NONE_OF_THEM = (
    "The persona 'quiet' has not opted in to the memory tools: a {} acting as it gets no "
    "memory tools over MCP and a 403 on every memory route."
)


@pytest.fixture
def quiet(alice: Any, bob: Any) -> Persona:
    """Persona "quiet" (opted out): alice a plain member, bob its manager."""
    persona = cast(Persona, PersonaFactory(slug="quiet", allowed_tools=[]))
    persona.members.add(alice)
    PersonaMembership.objects.create(persona=persona, user=bob, can_manage=True)
    return persona


def _client(user: Any) -> Client:
    client = Client()
    client.force_login(user)
    return client


def _text(response: Any) -> str:
    return html.unescape(response.content.decode())


def test_creating_a_key_bound_to_the_persona_says_what_it_will_not_get(
    alice: Any, quiet: Persona
) -> None:
    client = _client(alice)
    form_page = _text(client.get("/memory/keys/"))
    assert "Not opted in to every memory tool yet: quiet." in form_page

    form = {"name": "quiet agent", "rules": list(ALL_RULES), "persona": str(quiet.pk)}
    created = _text(client.post("/memory/keys/", form, HTTP_HX_REQUEST="true"))
    assert 'id="new-key"' in created
    assert NONE_OF_THEM.format("key") in created
    # A plain member is sent to the persona's page, where its managers may change it.
    assert '<a href="/memory/personas/quiet/">The persona\'s page</a>' in created
    assert "its managers or an admin may allow them" in created

    listing = _text(client.get("/memory/keys/"))
    assert listing.count(NONE_OF_THEM.format("key")) == 1  # the key's row


def test_the_manager_is_offered_to_allow_them_and_an_admin_the_curation_page(
    admin_user: Any, bob: Any, quiet: Persona
) -> None:
    api_key_for(bob, persona=quiet)
    listing = _text(_client(bob).get("/memory/keys/"))
    assert '<a href="/memory/personas/quiet/">Allow them on the persona\'s page</a>' in listing

    quiet.members.add(admin_user)
    api_key_for(admin_user, persona=quiet)
    admin_listing = _text(_client(admin_user).get("/memory/keys/"))
    link = '<a href="/curation/groups/persona/quiet/">Allow them on the persona\'s page</a>'
    assert link in admin_listing


def test_a_persona_that_allows_part_names_what_is_missing(alice: Any, quiet: Persona) -> None:
    quiet.allowed_tools = ["memory.read"]
    quiet.save()
    api_key_for(alice, persona=quiet)
    listing = _text(_client(alice).get("/memory/keys/"))
    assert (
        "The persona 'quiet' has not opted in to the memory write tools (memory.manage): a key "
        "acting as it gets none of them over MCP and a 403 on the memory routes that need "
        "memory.manage."
    ) in listing
    # A read-only key bound to it lacks nothing the persona withholds: no warning.
    api_key_for(alice, persona=quiet, rules=("memory.read",))
    assert _text(_client(alice).get("/memory/keys/")).count("has not opted in") == 1


def test_no_warning_where_the_persona_has_opted_in_or_the_key_is_revoked(
    alice: Any, quiet: Persona
) -> None:
    key, _ = api_key_for(alice, persona=quiet)
    key.revoked_at = key.created_at
    key.save()
    assert "has not opted in" not in _text(_client(alice).get("/memory/keys/"))
    quiet.allowed_tools = list(ALL_RULES)
    quiet.save()
    api_key_for(alice, persona=quiet)
    page = _text(_client(alice).get("/memory/keys/"))
    assert "has not opted in" not in page
    assert "Not opted in to every memory tool yet" not in page


def test_the_consent_page_warns_before_a_connection_acts_as_the_persona(
    alice: Any, quiet: Persona
) -> None:
    loud = cast(Persona, PersonaFactory(slug="loud"))  # opted in: no warning for it
    loud.members.add(alice)
    client = _client(alice)
    client_id = register(client).json()["client_id"]
    _, challenge = pkce()
    page = client.get(authorize_url(client_id, challenge))
    assert page.status_code == 200
    text = _text(page)
    assert NONE_OF_THEM.format("connection") in text
    assert '<a href="/memory/personas/quiet/">The persona\'s page</a>' in text
    assert "'loud'" not in text


def test_a_connected_app_acting_as_the_persona_says_so_in_its_row(
    alice: Any, quiet: Persona
) -> None:
    client = _client(alice)
    connect(client, acts_as=f"persona:{quiet.pk}")
    connect(client)  # acting as alice herself: no warning
    listing = _text(client.get("/memory/connected-apps/"))
    assert listing.count(NONE_OF_THEM.format("connection")) == 1
    assert '<a href="/memory/personas/quiet/">The persona\'s page</a>' in listing
