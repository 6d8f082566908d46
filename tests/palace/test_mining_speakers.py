"""Mining knows who spoke: a role-labelled speaker who introduces themself ("Derek here.") is
recorded as that person, and the facts mined from their turns are about them."""

from datetime import UTC, datetime, timedelta

import pytest

from memories.models import Entity, Kind, Memory, Relation
from palace.mining.pipeline import conversation_mine
from palace.models import Drawer
from palace.services.conversations import MessageIn, conversation_ingest

pytestmark = pytest.mark.django_db

LINES = [
    ("user", "Hi! Derek here."),
    ("assistant", "Hello Derek, how can I help?"),
    ("user", "I'm moving to Shenzhen next month and will start jogging in the morning."),
    ("assistant", "Good luck with the move."),
]


def test_a_self_introduced_speaker_is_recorded_by_name_and_facts_are_about_them(alice_principal):
    start = datetime(2024, 3, 1, 9, 0, tzinfo=UTC)
    conversation, _ = conversation_ingest(
        principal=alice_principal,
        external_id="derek-chat",
        subject="Support",
        started_at=start,
        messages=[
            MessageIn(speaker=who, content=text, sent_at=start + timedelta(minutes=i),
                      external_id=f"m{i}")
            for i, (who, text) in enumerate(LINES)
        ],
    )  # fmt: skip

    conversation_mine(conversation_id=str(conversation.pk))

    derek = Entity.objects.get(owner=conversation.owner, name="Derek")
    assert derek.kind == "person"
    for seq in (1, 3):  # his drawers name him as their speaker, first
        drawer = Drawer.objects.get(room__conversation=conversation, number=seq)
        assert drawer.memory.entities[0] == derek.urn
        assert drawer.memory.content == LINES[seq - 1][1]  # still verbatim
    assert not Relation.objects.filter(subject=derek, object=derek).exists()
    facts = Memory.objects.filter(source="mining").exclude(kind=Kind.MESSAGE)
    contents = set(facts.values_list("content", flat=True))
    assert {"Derek is moving to Shenzhen next month",
            "Derek will start jogging in the morning"} <= contents  # fmt: skip
    assert all(derek.urn in fact.entities for fact in facts)
