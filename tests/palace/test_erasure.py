"""Forgetting for real: after a hard delete of a memory, a drawer, a conversation or a user, a
unique marker written into every field is found in no column of any table (`db_scan`), in no
Redis key and in no file Redis keeps (`redis_scan`; the short-term turns have their own tests in
test_erasure_redis.py).

Soft forget stays reversible; agents and unconfirmed requests never erase anything.
"""

from __future__ import annotations

from typing import Any

import pytest
from rest_framework.test import APIClient

from memories.embeddings.base import text_hash
from memories.embeddings.storage import embedding_text, prepare_vectors
from memories.models import SOURCE_EMBED, AuditEvent, Entity, Memory, MemoryEmbedding, Relation
from memories.scoping import principal_for_user
from memories.services.graph.writes import entity_event_record, entity_upsert, relation_assert
from memories.services.lifecycle.erasure import user_erase
from memories.services.store.memory import memory_remember, memory_supersede, memory_update
from memories.usage import usage_scope
from palace.mining.pipeline import conversation_mine
from palace.models import Conversation, Drawer, Message
from palace.services.erasure import drawer_erase
from tests.factories.memories import api_key_for
from tests.helpers.conversations import mined_conversation
from tests.helpers.db_scan import find_in_database
from tests.helpers.markers import unique_marker
from tests.helpers.redis_scan import find_stored
from tests.palace.test_secrets_everywhere import fake_models  # noqa: F401 - fixture

pytestmark = pytest.mark.django_db


def _session(user: Any) -> APIClient:
    client = APIClient()
    client.force_login(user)
    return client


def _memory_with_everything(user: Any, marker: str) -> Memory:
    """A memory whose text, revisions, predecessor, graph rows and audit detail quote `marker`."""
    principal = principal_for_user(user)
    first = memory_remember(
        principal=principal,
        content=f"The {marker} gateway lives in Frankfurt",
        recall_hint=f"where the {marker} gateway is",
        tags=[f"tag-{marker}"],
        metadata={marker: {"note": f"about {marker}"}},
        entities=[f"urn:ml:thing:{marker}"],
    ).memory
    memory_update(principal=principal, memory_id=first.pk, content=f"The {marker} gateway moved")
    memory = memory_supersede(
        principal=principal, memory_id=first.pk, content=f"The {marker} gateway is in Paris now"
    )
    entity = entity_upsert(owner_id=user.pk, name=f"{marker} gateway")
    assert marker in entity.name  # kept, not redacted: two redacted names would be one entity
    Memory.objects.filter(pk=memory.pk).update(entities=[entity.urn, f"urn:ml:thing:{marker}"])
    relation_assert(
        owner_id=user.pk,
        subject=entity,
        predicate="located_in",
        object_value=f"Paris {marker}",
        source_memory=memory,
    )
    # An event on its entity: the stale reason and the mark_stale audit detail quote the note.
    entity_event_record(
        principal=principal, entity_id=entity.pk, kind="changed", note=f"{marker} moved"
    )
    return memory


def test_hard_delete_of_a_memory_removes_everything_derived_from_it(admin_user: Any) -> None:
    marker, other = unique_marker(), unique_marker()
    memory = _memory_with_everything(admin_user, marker)
    keep = _memory_with_everything(admin_user, other)
    assert find_in_database([marker])  # the marker is everywhere before
    api = _session(admin_user)
    url = f"/api/v1/memories/{memory.pk}/forget"

    # Soft forget stays reversible.
    assert api.post(url, {}, format="json").status_code == 200
    assert api.post(f"/api/v1/memories/{memory.pk}/restore", {}, format="json").status_code == 200
    assert find_in_database([marker])
    # No confirmation, no erasure.
    assert api.post(url, {"hard": True, "confirm": "nope"}, format="json").status_code == 400
    assert find_in_database([marker])

    assert (
        api.post(url, {"hard": True, "confirm": str(memory.pk)}, format="json").status_code == 204
    )

    assert find_stored([marker]) == []
    assert Memory.objects.filter(pk=keep.pk).exists()
    assert find_in_database([other])  # nothing of another memory went with it
    assert AuditEvent.objects.filter(memory_id=memory.pk, action="hard_delete").exists()


def marker_turns(marker: str) -> list[dict[str, str]]:
    """Four turns of a chat, the second and third quoting `marker` (the second by its speaker's
    name too)."""
    return [
        {"speaker": "Dana", "content": "Good morning, shall we start?"},
        {"speaker": f"Zed{marker}", "content": f"The {marker} door code changed to 4471."},
        {"speaker": "Dana", "content": f"Noted, I will tell Oliver about {marker}."},
        {"speaker": "Dana", "content": "Anything else for today?"},
    ]


def _conversation(client: APIClient, marker: str, external_id: str) -> str:
    body = {
        "external_id": external_id,
        "title": f"Chat about {marker}",
        "subject": f"Project {marker}",
        "messages": marker_turns(marker),
    }
    return mined_conversation(client, body)


@pytest.fixture
def alice_client(alice: Any, fake_models: Any) -> APIClient:  # noqa: F811 - the fixture
    return _session(alice)


def test_deleting_a_conversation_for_good_removes_messages_drawers_facts_and_graph(
    alice: Any, alice_client: APIClient
) -> None:
    marker, other = unique_marker(), unique_marker()
    gone = _conversation(alice_client, marker, "chat-gone")
    kept = _conversation(alice_client, other, "chat-kept")
    assert (
        Memory.objects.filter(source="mining", source_conversation=gone)
        .exclude(kind="message")
        .exists()
    )  # mined facts exist
    assert find_in_database([marker])

    _, raw = api_key_for(alice)
    agent = APIClient()
    agent.credentials(HTTP_AUTHORIZATION=f"Bearer {raw}")
    url = f"/api/v1/conversations/{gone}/erase"
    assert agent.post(url, {"confirm": gone}, format="json").status_code == 403
    assert alice_client.post(url, {"confirm": "wrong"}, format="json").status_code == 400
    assert find_in_database([marker])

    assert alice_client.post(url, {"confirm": gone}, format="json").status_code == 204

    assert find_stored([marker]) == []
    assert not Conversation.objects.filter(pk=gone).exists()
    assert Conversation.objects.filter(pk=kept).exists()
    assert Drawer.objects.filter(room__conversation_id=kept).count() == 4
    assert find_in_database([other])
    assert Entity.objects.filter(owner=alice, name="Dana").exists()  # still supported by "kept"


def test_bob_cannot_erase_alices_conversation(
    alice: Any, bob: Any, alice_client: APIClient
) -> None:
    conversation_id = _conversation(alice_client, unique_marker(), "chat-1")
    response = _session(bob).post(
        f"/api/v1/conversations/{conversation_id}/erase",
        {"confirm": conversation_id},
        format="json",
    )
    assert response.status_code == 404
    assert Conversation.objects.filter(pk=conversation_id).exists()


def test_deleting_one_drawer_removes_its_turn_and_what_quotes_it(
    alice: Any, alice_client: APIClient
) -> None:
    marker = unique_marker()
    conversation_id = _conversation(alice_client, marker, "chat-2")
    # Only turns 2 and 3 quote the marker; erase both, one drawer at a time.
    for seq in (2, 3):
        drawer = Drawer.objects.get(room__conversation_id=conversation_id, number=seq)
        url = f"/api/v1/palace/drawers/{drawer.pk}/erase"
        assert alice_client.post(url, {"confirm": str(drawer.pk)}, format="json").status_code == 204
    Conversation.objects.filter(pk=conversation_id).update(title="Chat", subject="Project")
    hits = [h for h in find_in_database([marker]) if h.table not in {"palace_wing", "palace_room"}]
    assert hits == []  # the room and wing titles came from the conversation, not the turns
    remaining = Drawer.objects.filter(room__conversation_id=conversation_id)
    assert sorted(remaining.values_list("number", flat=True)) == [1, 4]
    assert Message.objects.filter(conversation_id=conversation_id).count() == 2
    assert not Relation.objects.filter(owner=alice, source_pointer__endswith="/D-002").exists()


def test_deleting_a_user_removes_all_of_theirs(
    alice: Any, bob: Any, alice_client: APIClient
) -> None:
    marker, bobs = unique_marker(), unique_marker()
    _memory_with_everything(alice, marker)
    _conversation(alice_client, marker, "chat-3")
    api_key_for(alice)
    _memory_with_everything(bob, bobs)
    assert find_in_database([marker, "alice"])

    user_erase(user_id=alice.pk)

    assert find_stored([marker]) == []
    assert [h for h in find_in_database(["alice"]) if h.table == "auth_user"] == []
    assert find_in_database([bobs])  # bob's things stay


def test_the_palace_page_deletes_a_conversation_for_good_only_when_its_id_is_typed(
    alice: Any, alice_client: APIClient
) -> None:
    marker = unique_marker()
    conversation_id = _conversation(alice_client, marker, "chat-page")
    url = f"/memory/palace/conversations/{conversation_id}/delete/"
    page = _session(alice)
    assert page.post(url, {"confirm": "no"}).status_code == 302
    assert Conversation.objects.filter(pk=conversation_id).exists()
    assert page.post(url, {"confirm": conversation_id}).status_code == 302
    assert not Conversation.objects.filter(pk=conversation_id).exists()
    assert find_stored([marker]) == []


def test_deleting_a_user_in_the_admin_erases_all_of_theirs(
    alice: Any, admin_user: Any, alice_client: APIClient
) -> None:
    marker = unique_marker()
    _memory_with_everything(alice, marker)
    _conversation(alice_client, marker, "chat-admin")
    admin_page = _session(admin_user)
    response = admin_page.post(f"/admin/auth/user/{alice.pk}/delete/", {"post": "yes"})
    assert response.status_code == 302, response.content[:300]
    assert find_stored([marker]) == []


def test_erasing_a_drawer_re_embeds_a_neighbour_only_where_its_vector_held_the_erased_turn(
    make_conversation: Any, alice_principal: Any, django_capture_on_commit_callbacks: Any
) -> None:
    """A drawer's vector leaves out the turns it quotes, so erasing turn 2 leaves turn 3's
    vector as it was; a vector made before that rule (its text_hash is of the whole hint, the
    erased turn in it) is made again from what is left."""
    conversation = make_conversation(turns=4)
    conversation_mine(conversation_id=str(conversation.pk))
    drawers = {
        d.number: d
        for d in Drawer.objects.filter(room__conversation=conversation).select_related("memory")
    }
    old_style = drawers[1].memory  # as an older version embedded it: quotes and all
    whole = embedding_text(
        content=old_style.content, recall_hint=old_style.recall_hint, kind="fact"
    )
    made = prepare_vectors([whole])
    assert made is not None
    MemoryEmbedding.objects.filter(memory=old_style).update(
        embedding=made[0].vector, text_hash=made[0].text_hash
    )
    kept = MemoryEmbedding.objects.get(memory=drawers[3].memory)

    with usage_scope() as spent, django_capture_on_commit_callbacks(execute=True):
        drawer_erase(principal=alice_principal, drawer_id=drawers[2].pk, confirm=str(drawers[2].pk))
    assert spent.by_source[SOURCE_EMBED][0] == 1  # one text embedded: the old-style vector's

    for number in (1, 3):
        memory = Memory.objects.get(pk=drawers[number].memory_id)
        assert "(turn 2)" not in memory.recall_hint  # the erased turn is quoted no more
    assert MemoryEmbedding.objects.get(pk=kept.pk).created_at == kept.created_at
    remade = MemoryEmbedding.objects.get(memory=old_style)
    current = Memory.objects.get(pk=old_style.pk)
    assert remade.text_hash == text_hash(
        embedding_text(content=current.content, recall_hint=current.recall_hint, kind="message")
    )
    assert remade.text_hash != made[0].text_hash
