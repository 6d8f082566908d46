"""The per-agent recall override: a person turns recall off for one agent's key — that agent
then recalls nothing (recall, /context, enrich), while its conversations are still ingested and
mined and the person's other agents recall as before."""

from __future__ import annotations

from typing import Any

import pytest

from memories.models import ApiKey
from memories.scoping import principal_for_user
from memories.services.people.api_keys import api_key_set_recall
from memories.services.store.memory import memory_remember
from memory_project.errors import Forbidden, NotFound
from palace.mining.pipeline import conversation_mine
from palace.models import Conversation, Drawer
from tests.factories.memories import api_key_for
from tests.memories.api.conftest import bearer
from tests.palace.api.test_palace_api import BODY, client_for

pytestmark = pytest.mark.django_db


def test_an_agent_with_recall_off_recalls_nothing_but_is_still_mined(
    client: Any, alice: Any
) -> None:
    memory_remember(principal=principal_for_user(alice), content="The garage code is 4-4-1",
                    always_inject=True)  # fmt: skip
    quiet_key, quiet_raw = api_key_for(alice)
    other = client_for(alice)
    client.force_login(alice)

    page = client.post(f"/memory/keys/{quiet_key.pk}/recall/", {"enabled": "false"})

    assert page.status_code in (200, 302)
    assert ApiKey.objects.get(pk=quiet_key.pk).recall_enabled is False
    quiet = bearer(quiet_raw)
    recall = quiet.post("/api/v1/recall", {"query": "garage code"}, format="json").json()
    context = quiet.post("/api/v1/context", {"query": "garage code"}, format="json").json()
    assert recall["results"] == []
    assert "turned off for this agent" in recall["note"]
    assert (context["text"], context["memory_ids"], context["always_injected"]) == ("", [], [])
    assert other.post("/api/v1/recall", {"query": "garage code"}, format="json").json()["results"]
    # its conversations are still ingested and mined
    assert quiet.post("/api/v1/conversations", BODY, format="json").status_code == 201
    conversation = Conversation.objects.get(external_id=BODY["external_id"])
    conversation_mine(conversation_id=str(conversation.pk))
    assert Drawer.objects.filter(room__conversation=conversation).count() == 3
    client.post(f"/memory/keys/{quiet_key.pk}/recall/", {"enabled": "true"})
    again = quiet.post("/api/v1/recall", {"query": "garage code"}, format="json").json()
    assert again["results"]


def test_only_the_keys_owner_as_a_person_or_an_admin_sets_it(alice: Any, bob: Any) -> None:
    key, _ = api_key_for(alice)
    with pytest.raises(NotFound):
        api_key_set_recall(principal=principal_for_user(bob), key_id=key.pk, enabled=False)
    agent = principal_for_user(alice).__class__(
        user_id=alice.pk, username="alice", is_human=False, api_key_id=key.pk
    )
    with pytest.raises(Forbidden):
        api_key_set_recall(principal=agent, key_id=key.pk, enabled=False)
    assert ApiKey.objects.get(pk=key.pk).recall_enabled is True
