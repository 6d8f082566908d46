"""Memory tools per persona (opt-in): a persona's allowed tools decide what every key bound to
it may do, from its next request. A persona not opted in lists no memory tools over MCP and
answers every memory call over REST with a 403 naming the persona's setting; an admin sets it on
the persona's page; existing personas were opted in by the migration; every change is audited."""

from __future__ import annotations

import importlib
from typing import Any, cast

import pytest
from django.apps import apps
from django.test import Client
from rest_framework.test import APIClient

from memories.models import ALL_RULES, AuditEvent, Persona
from memories.scoping import principal_for_api_key, principal_for_user
from memories.services.people.accounts import persona_create
from memories.services.people.persona_tools import persona_tools_set
from memory_project.errors import Forbidden, ValidationFailed
from palace.mcp.server import tools_for_key
from tests.factories.memories import PersonaFactory, api_key_for
from tests.memories.api.conftest import MEMORIES_URL, bearer
from tests.oauth.flow import connect, mcp_tools

pytestmark = pytest.mark.django_db

WRITE_TOOLS = {"memory_save", "memory_update", "memory_forget", "conversation_start"}
READ_TOOLS = {"memory_recall", "memory_context", "memory_list", "memory_get"}


@pytest.fixture(autouse=True)
def _fast_passwords(settings: Any) -> None:
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


@pytest.fixture
def quiet(alice: Any, bob: Any) -> Persona:
    """A persona created now (opted out, as a new one is), alice and bob acting as it."""
    persona = cast(Persona, PersonaFactory(slug="quiet", allowed_tools=[]))
    persona.members.add(alice, bob)
    return persona


def _tool_names(raw_key: str) -> set[str]:
    return {tool.name for tool in tools_for_key(raw_key=raw_key)}


def test_a_persona_created_by_an_admin_is_opted_out(admin_user: Any) -> None:
    persona = persona_create(principal=principal_for_user(admin_user), slug="fresh")
    assert persona.allowed_tools == []


def test_a_key_bound_to_a_persona_not_opted_in_lists_no_memory_tools(
    alice: Any, quiet: Persona
) -> None:
    _, raw = api_key_for(alice, persona=quiet)
    assert _tool_names(raw) == set()


def test_over_rest_every_memory_call_answers_403_naming_the_setting(
    alice: Any, quiet: Persona
) -> None:
    _, raw = api_key_for(alice, persona=quiet)
    client = bearer(raw)
    for response in (
        client.get(MEMORIES_URL),
        client.post("/api/v1/recall", {"query": "anything"}, format="json"),
        client.post(MEMORIES_URL, {"content": "Ship on Fridays"}, format="json"),
    ):
        assert response.status_code == 403, response.content
        error = response.json()["error"]
        assert error["code"] == "forbidden"
        assert "persona 'quiet' has not opted in" in error["message"]
        assert "allowed tools (set on the persona's page)" in error["message"]


def test_opting_in_takes_effect_at_once_for_every_key_bound_to_it(
    admin_user: Any, alice: Any, bob: Any, quiet: Persona
) -> None:
    alice_raw, bob_raw = api_key_for(alice, persona=quiet)[1], api_key_for(bob, persona=quiet)[1]
    admin = principal_for_user(admin_user)

    persona_tools_set(principal=admin, persona=quiet, tools=["memory.read"])
    for raw in (alice_raw, bob_raw):
        names = _tool_names(raw)
        assert names >= READ_TOOLS
        assert not names & WRITE_TOOLS
        assert bearer(raw).get(MEMORIES_URL).status_code == 200
        refused = bearer(raw).post(MEMORIES_URL, {"content": "x"}, format="json")
        assert "memory write tools" in refused.json()["error"]["message"]

    persona_tools_set(principal=admin, persona=quiet, tools=list(ALL_RULES))
    for raw in (alice_raw, bob_raw):
        assert _tool_names(raw) >= READ_TOOLS | WRITE_TOOLS
        content = f"{raw[:12]} ships on Fridays"  # each key its own words: no deduplication
        saved = bearer(raw).post(MEMORIES_URL, {"content": content}, format="json")
        assert saved.status_code == 201, saved.content

    persona_tools_set(principal=admin, persona=quiet, tools=[])
    assert bearer(alice_raw).get(MEMORIES_URL).status_code == 403


def test_the_persona_narrows_a_key_never_widens_it(
    admin_user: Any, alice: Any, quiet: Persona
) -> None:
    persona_tools_set(principal=principal_for_user(admin_user), persona=quiet, tools=ALL_RULES)
    key, _ = api_key_for(alice, persona=quiet, rules=("memory.read",))
    assert principal_for_api_key(key).rules == frozenset({"memory.read"})


def test_keys_not_bound_to_the_persona_and_people_are_untouched(alice: Any, quiet: Persona) -> None:
    assert principal_for_api_key(api_key_for(alice)[0]).rules == frozenset(ALL_RULES)
    assert principal_for_user(alice).rules == frozenset(ALL_RULES)


def test_only_an_admin_as_a_person_sets_it_and_each_change_is_audited(
    admin_user: Any, alice: Any, quiet: Persona
) -> None:
    with pytest.raises(Forbidden):
        persona_tools_set(principal=principal_for_user(alice), persona=quiet, tools=ALL_RULES)
    admin_key, _ = api_key_for(admin_user)
    with pytest.raises(Forbidden):
        persona_tools_set(principal=principal_for_api_key(admin_key), persona=quiet, tools=[])
    admin = principal_for_user(admin_user)
    with pytest.raises(ValidationFailed) as refused:
        persona_tools_set(principal=admin, persona=quiet, tools=["shell.exec"])
    assert "allowed_tools" in refused.value.fields

    persona_tools_set(principal=admin, persona=quiet, tools=["memory.manage", "memory.read"])
    persona_tools_set(principal=admin, persona=quiet, tools=ALL_RULES)  # unchanged: no row

    events = AuditEvent.objects.filter(action="persona_tools")
    assert [e.detail for e in events] == [
        {"persona": "quiet", "allowed_tools": list(ALL_RULES), "before": []}
    ]
    assert events[0].actor_id == admin_user.pk


def test_the_migration_opts_existing_personas_in(quiet: Persona) -> None:
    migration = importlib.import_module("memories.migrations.0031_persona_tools_and_role_rules")
    migration._opt_in_existing_personas(apps, None)
    quiet.refresh_from_db()
    assert quiet.allowed_tools == list(ALL_RULES)


# --- the persona's page -----------------------------------------------------------------------


def test_the_persona_page_shows_and_sets_its_tools(admin_user: Any, quiet: Persona) -> None:
    client = Client()
    client.force_login(admin_user)
    page = client.get("/curation/groups/persona/quiet/")
    assert page.status_code == 200
    html = page.content.decode()
    assert "Memory tools (opt-in)" in html
    assert 'name="allowed_tools" value="memory.read">' in html  # unchecked

    url = "/curation/groups/persona/quiet/settings"
    response = client.post(
        url, {"op": "tools", "allowed_tools": ["memory.read"]}, HTTP_HX_REQUEST="true"
    )
    assert response.status_code == 200
    assert 'id="role-settings"' in response.content.decode()
    assert 'value="memory.read" checked' in response.content.decode()
    quiet.refresh_from_db()
    assert quiet.allowed_tools == ["memory.read"]

    # Without JavaScript: the form posts and the page comes back.
    plain = client.post(url, {"op": "tools"})
    assert (plain.status_code, plain["Location"]) == (302, "/curation/groups/persona/quiet/")
    quiet.refresh_from_db()
    assert quiet.allowed_tools == []


def test_no_one_but_an_admin_may_open_or_post_the_setting(alice: Any, quiet: Persona) -> None:
    client = Client()
    client.force_login(alice)
    url = "/curation/groups/persona/quiet/settings"
    assert client.post(url, {"op": "tools", "allowed_tools": ALL_RULES}).status_code == 403
    quiet.refresh_from_db()
    assert quiet.allowed_tools == []


def test_a_bad_tool_family_on_the_page_is_a_400_with_its_message(
    admin_user: Any, quiet: Persona
) -> None:
    client = Client()
    client.force_login(admin_user)
    url = "/curation/groups/persona/quiet/settings"
    response = client.post(url, {"op": "tools", "allowed_tools": "nope"}, HTTP_HX_REQUEST="true")
    assert response.status_code == 400
    assert "unknown tool family" in response.content.decode()


def test_an_oauth_token_acting_as_the_persona_follows_its_setting(
    admin_user: Any, alice: Any, quiet: Persona
) -> None:
    """A connector signed in by OAuth as the persona resolves to the same principal as a key."""
    browser = Client()
    browser.force_login(alice)
    _, tokens = connect(browser, acts_as=f"persona:{quiet.pk}")
    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=f"Bearer {tokens['access_token']}")
    refused = api.get(MEMORIES_URL)
    assert refused.status_code == 403
    assert "persona 'quiet' has not opted in" in refused.json()["error"]["message"]
    listed = mcp_tools(browser, tokens["access_token"])
    assert listed.status_code == 200
    assert '"tools":[]' in listed.content.decode().replace(" ", "")

    persona_tools_set(principal=principal_for_user(admin_user), persona=quiet, tools=ALL_RULES)
    assert api.get(MEMORIES_URL).status_code == 200
