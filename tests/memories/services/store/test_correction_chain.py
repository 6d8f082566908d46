"""A correction supersedes the current head of its chain, however long: one version stays active,
history shows the whole chain, recall and context return only the head."""

from __future__ import annotations

import itertools
from typing import Any

import pytest

from memories.context.compose import context_compose
from memories.models import Memory, Status
from memories.retrieval.pipeline import memory_recall
from memories.selectors import memory_history
from memories.services.store.memory import memory_remember

CHAINS = {
    "home": [
        "Alice lives in Berlin",
        "Alice now lives in Munich",
        "Actually Alice moved to Hamburg",
        "Alice lives in Cologne instead",
    ],
    "standup": [
        "The standup is at 9:30",
        "The standup is now at 10:00",
        "Actually the standup is at 10:30",
        "The standup time changed to 11:00",
    ],
    "branch": [
        "The default branch is main",
        "The default branch changed to trunk",
        "The default branch is now develop",
        "Actually the default branch is release",
    ],
    "ci": [
        "The CI runs on Jenkins",
        "The CI no longer runs on Jenkins",
        "Actually the CI runs on Buildkite now",
        "The CI runs on GitHub Actions instead",
    ],
    "lead": [
        "Dana leads the payments team",
        "Dana no longer leads the payments team",
        "Omar now leads the payments team",
        "Actually Priya leads the payments team",
    ],
}
QUERIES = {
    "home": "where does Alice live",
    "standup": "when is the standup",
    "branch": "default branch",
    "ci": "what does the CI run on",
    "lead": "who leads the payments team",
}


@pytest.mark.django_db
@pytest.mark.parametrize("chain", sorted(CHAINS))
def test_each_correction_supersedes_the_head_of_its_chain(alice_p, mode, chain):
    versions: list[Any] = []
    for step, content in enumerate(CHAINS[chain]):
        result = memory_remember(principal=alice_p, content=content)
        assert result.deduplicated is False, (mode, content)
        if step:
            assert result.superseded is not None, (mode, content)
            assert result.superseded.pk == versions[-1].pk, (mode, content)
        versions.append(result.memory)
    active = Memory.objects.filter(status=Status.ACTIVE)
    assert [m.content for m in active] == [CHAINS[chain][-1]]
    for older, newer in itertools.pairwise(versions):
        older.refresh_from_db()
        assert (older.status, older.superseded_by_id) == (Status.ARCHIVED, newer.pk)

    head = versions[-1]
    for memory in (head, versions[0]):  # from either end
        history = memory_history(principal=alice_p, memory_id=memory.pk)
        assert [r.content for r in history] == CHAINS[chain][:-1]

    recalled = memory_recall(principal=alice_p, query=QUERIES[chain], strategy="auto")
    assert [hit.id for hit in recalled.results] == [head.pk]
    composed = context_compose(principal=alice_p, query=QUERIES[chain])
    assert composed.memory_ids == [str(head.pk)]


@pytest.mark.django_db
def test_a_correction_that_matches_only_an_older_version_supersedes_the_head(alice_p, mode):
    first = memory_remember(
        principal=alice_p, content="The team lunch is on Wednesday at noon in the cafeteria"
    )
    moved = memory_remember(principal=alice_p, content="Actually the team lunch is on Friday")
    assert moved.superseded is not None
    assert moved.superseded.pk == first.memory.pk
    again = memory_remember(
        principal=alice_p,
        content="The team lunch is now on Thursday at noon in the cafeteria",
    )
    assert again.superseded is not None, mode
    assert again.superseded.pk == moved.memory.pk
    assert Memory.objects.filter(status=Status.ACTIVE).get().pk == again.memory.pk
    history = memory_history(principal=alice_p, memory_id=again.memory.pk)
    assert [r.content for r in history] == [first.memory.content, moved.memory.content]


@pytest.mark.django_db
def test_an_addition_to_a_chain_supersedes_nothing(alice_p, mode):
    memory_remember(principal=alice_p, content="The VPN is required for production access")
    now = memory_remember(principal=alice_p, content="Actually the VPN is required for all access")
    also = memory_remember(
        principal=alice_p, content="The VPN is now required for staging access too"
    )
    assert now.superseded is not None, mode
    assert also.superseded is None
    assert Memory.objects.filter(status=Status.ACTIVE).count() == 2
