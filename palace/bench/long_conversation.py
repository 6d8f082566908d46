"""A deterministic ~300-turn conversation full of near-miss facts, for mining dedup.

Most turns state a distinct fact that differs from others of its template only in an
identifier, a number, a date, an amount or a name; some turns restate an earlier fact (same
facts, other order or filler); the rest is small talk with no fact. Used by `manage.py bench_mining_dedup` and its test.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from memories.models import Kind, Memory, Status
from memories.scoping import Principal
from palace.services.conversations import MessageIn

SPEAKERS = ("Caroline", "Melanie")
NAMES = ["Jolene", "Marcus", "Priya", "Tomas", "Ines", "Kenji", "Farah", "Lena", "Omar", "Rosa"]
CITIES = ["Lisbon", "Porto", "Denver", "Austin", "Kyoto", "Oslo", "Dublin", "Quebec"]
ITEMS = ["lamps", "chairs", "plants", "tickets", "books", "frames", "candles", "mugs"]
SMALL_TALK = [
    "Haha, that sounds lovely.",
    "Oh wow, tell me more!",
    "That's so nice to hear.",
    "Really? No idea about that one.",
    "Good for you, honestly.",
]


@dataclass(frozen=True)
class LongConversation:
    messages: list[MessageIn]
    distinct_facts: int  # turns stating a fact no other turn states
    restatements: int  # turns re-stating an earlier fact


def _date(rng: random.Random, index: int) -> str:
    day = datetime(2024, 1, 1) + timedelta(days=2 * index + rng.randrange(2))  # unique per fact
    return day.strftime("%Y-%m-%d")


def _fact(rng: random.Random, index: int) -> tuple[str, str]:
    """(statement, restatement) for fact number `index`; unique by construction."""
    kind = index % 5
    date = _date(rng, index)
    if kind == 0:
        count, item, amount = rng.randrange(2, 9), rng.choice(ITEMS), 20 + index
        return (
            f"I bought {count} {item} for ${amount} on {date}.",
            f"I bought {count} {item} on {date} for ${amount}.",
        )
    if kind == 1:
        name = rng.choice(NAMES)
        return (
            f"I signed contract C-{4000 + index} with {name} on {date}.",
            f"I signed contract C-{4000 + index} on {date} with {name}.",
        )
    if kind == 2:
        city, name = CITIES[index % len(CITIES)], NAMES[(index // 8) % len(NAMES)]
        return (
            f"I visited {city} with {name} on {date}.",
            f"I visited {city} on {date} with {name}.",
        )
    if kind == 3:
        km = 3 + index
        return f"I ran {km} km by the lake on {date}.", f"I ran {km} km on {date} by the lake."
    amount = 100 + 5 * index
    return (
        f"I have invoice INV-{index:04d} paid on {date} for ${amount}.",
        f"I have invoice INV-{index:04d} for ${amount} paid on {date}.",
    )


def long_conversation(*, turns: int = 300, seed: int = 15) -> LongConversation:
    rng = random.Random(seed)
    start = datetime(2024, 9, 2, 9, 0, tzinfo=UTC)
    texts: list[str] = []
    stated: list[str] = []  # restatements available, one per fact stated so far
    distinct = restated = 0
    for _ in range(turns):
        roll = rng.random()
        if roll < 0.08:
            texts.append(rng.choice(SMALL_TALK))
        elif roll < 0.18 and stated:
            texts.append(stated.pop(rng.randrange(len(stated))))
            restated += 1
        else:
            statement, restatement = _fact(rng, distinct)
            texts.append(statement)
            stated.append(restatement)
            distinct += 1
    messages = [
        MessageIn(
            speaker=SPEAKERS[0],  # one speaker: every fact is about the same person
            content=text,
            sent_at=start + timedelta(minutes=i),
            external_id=f"t{i + 1}",
        )
        for i, text in enumerate(texts)
    ]
    return LongConversation(messages=messages, distinct_facts=distinct, restatements=restated)


def mine_long_conversation(*, principal: Principal, external_id: str) -> set[str]:
    """Ingest and mine the conversation; the contents of the active facts it kept."""
    from palace.mining.pipeline import conversation_mine
    from palace.services.conversations import conversation_ingest

    conversation, _ = conversation_ingest(
        principal=principal,
        external_id=external_id,
        subject=SPEAKERS[0],
        started_at=datetime(2024, 9, 2, 9, 0, tzinfo=UTC),
        messages=long_conversation().messages,
    )
    conversation_mine(conversation_id=str(conversation.pk))
    facts = Memory.objects.filter(
        source_conversation=str(conversation.pk), source="mining", status=Status.ACTIVE
    ).exclude(kind=Kind.MESSAGE)
    return set(facts.values_list("content", flat=True))
