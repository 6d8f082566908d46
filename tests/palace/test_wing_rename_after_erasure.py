"""A wing named by the words of turns that are then deleted for good takes a new name; a name a
person gave, or one the turns left still say, stays."""

from __future__ import annotations

from typing import Any

import pytest
from django.utils import timezone
from rest_framework.test import APIClient

from palace.mining.placement import wing_rename_after_erasure
from palace.models import Conversation, Drawer, Message, Room, Wing
from tests.helpers.conversations import mined_conversation
from tests.helpers.markers import unique_marker

pytestmark = pytest.mark.django_db


def _mined(client: APIClient, turns: list[str], **extra: str) -> str:
    body = {
        "external_id": unique_marker(),
        "messages": [
            {"speaker": "Dana" if n % 2 else "Sam", "content": text} for n, text in enumerate(turns)
        ],
        **extra,
    }
    return mined_conversation(client, body)


def _erase(client: APIClient, conversation_id: str, numbers: list[int]) -> None:
    for number in numbers:
        drawer = Drawer.objects.get(room__conversation_id=conversation_id, number=number)
        url = f"/api/v1/palace/drawers/{drawer.pk}/erase"
        assert client.post(url, {"confirm": str(drawer.pk)}, format="json").status_code == 204


def _wing(conversation_id: str) -> Wing:
    return Room.objects.select_related("wing").get(conversation_id=conversation_id).wing


@pytest.fixture
def client(alice: Any) -> APIClient:
    api = APIClient()
    api.force_login(alice)
    return api


def _turns(marker: str) -> list[str]:
    """Turns 2 to 4 say `marker`, turns 1 and 5 the lighthouse."""
    return [
        "Good morning, shall we start on the lighthouse?",
        f"The {marker} door code changed to 4471.",
        f"Noted, I will tell Oliver about {marker}.",
        f"Ask him about {marker} again tomorrow.",
        "The lighthouse is ready.",
    ]


def test_a_wing_named_by_erased_turns_is_renamed_from_the_turns_left(client: APIClient) -> None:
    marker = unique_marker()
    conversation_id = _mined(client, _turns(marker))
    wing = _wing(conversation_id)
    assert wing.name == marker  # named by the topic three turns say

    _erase(client, conversation_id, [2, 3, 4])

    wing.refresh_from_db()
    assert marker not in f"{wing.name} {wing.slug} {wing.reason}".casefold()
    assert wing.name == "lighthouse"  # what the turns left are about
    assert wing.reason.startswith("Renamed when the turns that named it were deleted for good.")
    assert sorted(wing.rooms.get().drawers.values_list("number", flat=True)) == [1, 5]


def test_a_name_the_turns_left_still_say_stays(client: APIClient) -> None:
    marker = unique_marker()
    conversation_id = _mined(client, _turns(marker))
    assert _wing(conversation_id).name == marker

    _erase(client, conversation_id, [2, 3])

    assert _wing(conversation_id).name == marker


def test_a_subject_the_sender_gave_stays(client: APIClient) -> None:
    marker = unique_marker()
    conversation_id = _mined(client, _turns(marker), subject=marker)
    _erase(client, conversation_id, [2, 3])
    wing = _wing(conversation_id)
    assert (wing.name, wing.reason) == (marker, "Named by the conversation's subject.")


def test_a_new_name_another_wing_has_becomes_wing_n(alice: Any) -> None:
    """The turns left name nothing (`General`), and a wing General exists already."""
    marker = unique_marker()
    Wing.objects.create(owner=alice, number=1, slug="general", name="General")
    wing = Wing.objects.create(owner=alice, number=2, slug=marker, name=marker, reason="a topic")
    conversation = Conversation.objects.create(
        owner=alice, external_id="c", started_at=timezone.now()
    )
    Room.objects.create(wing=wing, number=1, conversation=conversation, started_at=timezone.now())
    Message.objects.create(
        conversation=conversation, seq=1, speaker="Dana", content="Hi.", sent_at=timezone.now()
    )

    wing_rename_after_erasure(wing, [f"Dana\nAll about {marker.upper()} today."])

    wing.refresh_from_db()
    assert (wing.name, wing.slug) == ("Wing 2", "wing-2")
    assert wing.reason.endswith("Its turns name nothing else.")


def test_a_wing_whose_name_no_erased_turn_says_is_left_alone(alice: Any) -> None:
    wing = Wing.objects.create(owner=alice, number=1, slug="harbour", name="Harbour", reason="r")
    wing_rename_after_erasure(wing, ["Dana\nThe harbourmaster called."])  # not the word itself
    wing.refresh_from_db()
    assert (wing.name, wing.reason) == ("Harbour", "r")
