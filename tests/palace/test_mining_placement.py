"""Mining without an LLM: wings and closets named by what a conversation is about (with a
reason), no entities from times or role labels, and distilled facts where plain recall finds
them (the person's scope; a project-bound conversation's in its project; a session-only one's
in its session), each with the turn it came from."""

from datetime import UTC, datetime, timedelta

import pytest
from rest_framework.test import APIClient

from memories.models import Entity, Kind, Memory, Relation
from memories.retrieval.pipeline import memory_recall
from memories.scoping import principal_for_api_key, principal_for_user
from palace.mining.pipeline import conversation_mine
from palace.models import Closet, Conversation, Drawer, Wing
from palace.services.conversations import MessageIn, conversation_ingest
from tests.factories.memories import ProjectMembershipFactory, api_key_for

pytestmark = pytest.mark.django_db

TRIP = [
    ("alice", "I'm planning a trip to Lisbon in October with my sister Jolene."),
    ("Assistant", "Lovely. Are you taking the train?"),
    ("alice", "No, Jolene booked flights for March; she hates trains."),
    ("Assistant", "Sounds good. Anything else for the Lisbon trip?"),
    ("alice", "Jolene wants to see the tiles museum on Monday."),
    ("Assistant", "Noted. I hope Jolene enjoys it!"),
    ("alice", "I love the pastries there, especially on a Sunday morning."),
    ("Assistant", "Enjoy the week!"),
]


def _chat(principal, external_id="trip", lines=TRIP, **kwargs):
    start = datetime(2024, 9, 2, 10, 0, tzinfo=UTC)
    conversation, _ = conversation_ingest(
        principal=principal,
        external_id=external_id,
        started_at=start,
        messages=[
            MessageIn(
                speaker=who,
                content=text,
                sent_at=start + timedelta(minutes=i),
                external_id=f"t{i + 1}",
                role="assistant" if who == "Assistant" else "user",
            )
            for i, (who, text) in enumerate(lines)
        ],
        **kwargs,
    )
    conversation_mine(conversation_id=str(conversation.pk))
    return conversation


def test_no_entity_is_a_month_a_weekday_or_a_speaker_label(alice):
    _chat(principal_for_user(alice))
    names = set(Entity.objects.filter(owner=alice).values_list("name", flat=True))
    assert {"Jolene", "Lisbon"} <= names
    assert not names & {"Assistant", "October", "March", "Monday", "Sunday"}
    # Nobody is said to have mentioned anything by the assistant's turns.
    assert not Relation.objects.filter(owner=alice, subject__name="Assistant").exists()
    assistant_turn = Drawer.objects.get(message__seq=2).memory
    assert all("assistant" not in urn for urn in assistant_turn.entities)


def test_the_wing_is_named_by_what_the_chat_is_about_with_a_reason(alice):
    _chat(principal_for_user(alice))
    wing = Wing.objects.get(owner=alice)
    assert wing.name == "Jolene"
    assert wing.kind == Wing.Kind.PERSON
    assert "Jolene" in wing.reason
    assert "of 8 turns" in wing.reason
    topics = set(Closet.objects.filter(room__wing=wing).values_list("topic", flat=True))
    assert not topics & {"week", "october", "march", "monday", "sunday", "morning"}
    assert all(c.reason for c in Closet.objects.filter(room__wing=wing))


def test_a_later_chat_about_the_same_person_joins_her_wing(alice):
    principal = principal_for_user(alice)
    _chat(principal)
    _chat(principal, "call", [("alice", "Jolene called about the museum tickets.")])
    wing = Wing.objects.get(owner=alice)
    assert wing.name == "Jolene"
    assert wing.rooms.count() == 2


def test_a_chat_with_nothing_to_name_it_by_says_so(alice):
    _chat(principal_for_user(alice), "hello", [("alice", "Hi!"), ("Assistant", "Hello!")])
    wing = Wing.objects.get(owner=alice)
    assert wing.name == "General"
    assert "more than one of its 2 turns" in wing.reason


def test_a_subject_still_names_the_wing(alice):
    _chat(principal_for_user(alice), subject="Holidays")
    wing = Wing.objects.get(owner=alice)
    assert (wing.name, wing.reason) == ("Holidays", "Named by the conversation's subject.")


def test_distilled_facts_are_the_persons_and_plain_recall_finds_them(alice):
    principal = principal_for_user(alice)
    _chat(principal)
    facts = Memory.objects.filter(owner=alice, source="mining").exclude(kind=Kind.MESSAGE)
    assert facts.exists()
    assert {f.scope for f in facts} == {"user"}
    for fact in facts:  # each keeps the turn it came from
        drawer = Drawer.objects.get(pointer=fact.pointer)
        assert drawer.message.speaker == "alice"
    result = memory_recall(principal=principal, query="Where is alice travelling in October?")
    hits = [h.id for h in result.results[:15]]
    assert any(f.pk in hits for f in facts.filter(content__icontains="Lisbon"))


def test_a_session_only_conversations_facts_stay_in_its_session(alice):
    principal = principal_for_user(alice)
    _chat(principal, session_key="thread-9", session_only=True)
    facts = Memory.objects.filter(owner=alice, source="mining").exclude(kind=Kind.MESSAGE)
    assert facts.exists()
    assert {(f.scope, f.session_key) for f in facts} == {("session", "thread-9")}
    assert Conversation.objects.get(external_id="trip").session_only


def test_a_project_bound_conversations_facts_stay_in_the_project(alice):
    membership = ProjectMembershipFactory(user=alice, can_manage=True)
    key, _ = api_key_for(alice, project=membership.project)
    _chat(principal_for_api_key(key))
    facts = Memory.objects.filter(owner=alice, source="mining").exclude(kind=Kind.MESSAGE)
    assert facts.exists()
    assert {(f.scope, f.project_id) for f in facts} == {("project", membership.project_id)}
    wing = Wing.objects.get(owner=alice)
    assert (wing.name, wing.kind) == (membership.project.name, Wing.Kind.PROJECT)


def test_the_reasons_show_on_the_palace_page_and_in_the_api(alice, client):
    _chat(principal_for_user(alice))
    wing = Wing.objects.get(owner=alice)
    client.force_login(alice)
    assert wing.reason in client.get("/memory/palace/").content.decode()
    room = wing.rooms.get()
    closets = client.get(f"/memory/palace/rooms/{room.pk}/").content.decode()
    assert Closet.objects.filter(room=room).first().reason in closets
    _, raw = api_key_for(alice)
    api = APIClient(HTTP_AUTHORIZATION=f"Bearer {raw}")
    assert api.get(f"/api/v1/palace/wings/{wing.pk}").json()["reason"] == wing.reason
    assert api.get("/api/v1/palace/wings").json()["results"][0]["reason"] == wing.reason


def test_session_only_is_taken_by_the_conversations_api(alice):
    _, raw = api_key_for(alice)
    api = APIClient(HTTP_AUTHORIZATION=f"Bearer {raw}")
    body = {"external_id": "c-1", "session": "thread-1", "session_only": True}
    created = api.post("/api/v1/conversations", body, format="json")
    assert created.status_code == 201, created.json()
    assert created.json()["session_only"] is True
    assert Conversation.objects.get(external_id="c-1").session_only
    bad = api.post(
        "/api/v1/conversations", {"external_id": "c-2", "session_only": "maybe"}, format="json"
    )
    assert bad.status_code == 400
    assert "session_only" in bad.json()["error"]["fields"]
    assert not Conversation.objects.filter(external_id="c-2").exists()
