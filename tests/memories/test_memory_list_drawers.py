"""The memory list leaves palace drawers (verbatim turns) out unless asked for them: a mined
chat's every turn would otherwise bury what was remembered."""

import pytest
from rest_framework.test import APIClient

from memories.models import Kind
from memories.scoping import principal_for_user
from memories.selectors import memory_list
from tests.factories.memories import MemoryFactory, api_key_for

pytestmark = pytest.mark.django_db


def test_drawers_are_hidden_by_default_and_a_kind_filter_shows_them(alice):
    fact = MemoryFactory(owner=alice, content="Alice is moving to Lisbon")
    turn = MemoryFactory(
        owner=alice, kind=Kind.MESSAGE, content="Lovely. Are you taking the train?"
    )
    principal = principal_for_user(alice)
    assert [m.pk for m in memory_list(principal=principal)] == [fact.pk]
    assert [m.pk for m in memory_list(principal=principal, kind="message")] == [turn.pk]
    assert [m.pk for m in memory_list(principal=principal, q="train")] == []


def test_the_memories_page_hides_drawers_until_the_kind_filter_asks(alice, client):
    MemoryFactory(owner=alice, content="Alice is moving to Lisbon")
    MemoryFactory(owner=alice, kind=Kind.MESSAGE, content="Lovely. Are you taking the train?")
    client.force_login(alice)
    page = client.get("/memory/").content.decode()
    assert "Alice is moving to Lisbon" in page
    assert "taking the train" not in page
    drawers = client.get("/memory/", {"kind": "message"}).content.decode()
    assert "taking the train" in drawers
    assert "Alice is moving to Lisbon" not in drawers
    assert "drawers (verbatim turns)" in page


def test_the_api_list_hides_drawers_until_asked(alice):
    MemoryFactory(owner=alice, content="Alice is moving to Lisbon")
    MemoryFactory(owner=alice, kind=Kind.MESSAGE, content="Lovely. Are you taking the train?")
    _, raw = api_key_for(alice)
    api = APIClient(HTTP_AUTHORIZATION=f"Bearer {raw}")
    listed = api.get("/api/v1/memories").json()["results"]
    assert [m["content"] for m in listed] == ["Alice is moving to Lisbon"]
    drawers = api.get("/api/v1/memories", {"kind": "message"}).json()["results"]
    assert [m["content"] for m in drawers] == ["Lovely. Are you taking the train?"]
