"""Palace fixtures: a principal for alice and a conversation builder."""

from datetime import UTC, datetime, timedelta

import pytest

from memories.scoping import principal_for_user
from palace.services.conversations import MessageIn, conversation_ingest

SPEAKERS = ("Caroline", "Melanie")
LINES = [
    "I went to a support group yesterday and it was really powerful.",
    "That's great! I love painting sunsets with my kids.",
    "I adopted a puppy last week, my friend Jolene helped me pick her.",
    "We went camping near the lake in Oregon last summer.",
    "I'm researching adoption agencies; it's a big step for me.",
    "I bought a new guitar and I practise every evening.",
]


@pytest.fixture
def alice_principal(alice):
    return principal_for_user(alice)


def make_messages(count: int, start: datetime | None = None) -> list[MessageIn]:
    start = start or datetime(2023, 5, 8, 13, 56, tzinfo=UTC)
    return [
        MessageIn(
            speaker=SPEAKERS[i % 2],
            content=f"{LINES[i % len(LINES)]} (turn {i + 1})",
            sent_at=start + timedelta(minutes=i),
            external_id=f"m{i + 1}",
        )
        for i in range(count)
    ]


@pytest.fixture
def make_conversation(alice_principal):
    def build(external_id: str = "conv-1", turns: int = 6, subject: str = "Caroline"):
        conversation, _ = conversation_ingest(
            principal=alice_principal,
            external_id=external_id,
            subject=subject,
            started_at=datetime(2023, 5, 8, 13, 56, tzinfo=UTC),
            messages=make_messages(turns),
        )
        return conversation

    return build
