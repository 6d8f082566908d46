"""A correction told by its verb ("handed … to", "repriced to", "moved the office to", "took
over") supersedes the fact it changes, with or without the embedder; the same verbs about
something else supersede nothing; and parallel corrections of one fact leave one chain."""

from __future__ import annotations

import threading

import pytest
from django.db import connection, connections
from django.test import override_settings

from memories.embeddings import reset_embedder
from memories.models import Memory, Status
from memories.retrieval.pipeline import memory_recall
from memories.scoping import principal_for_user
from memories.selectors import memory_history
from memories.services.dedup.corrections import is_correction
from memories.services.store.memory import memory_remember
from tests.factories import UserFactory

CORRECTIONS = [
    ("The mobile team lead is Hana", "Hana handed the mobile team lead role to Kofi"),
    ("The starter plan costs $35", "The starter plan was repriced to $40"),
    ("Our office is on the 3rd floor", "We moved the office to the 5th floor"),
    ("Priya owns the billing dashboard", "Sam took over the billing dashboard from Priya"),
]
UNRELATED = [
    ("Hana leads the mobile team", "Hana handed the printer key to Kofi"),
    ("The starter plan costs $35", "The enterprise plan was repriced to $400"),
    ("Our office is on the 3rd floor", "We moved the printer to the 5th floor"),
]


@pytest.mark.parametrize(
    "text",
    [
        "Hana handed the role to Kofi",
        "The plan was repriced to $40",
        "We moved the office to the 5th floor",
        "Nadia took over the rotation",
        "The standup was pushed back to 10:00",
    ],
)
def test_a_verb_of_change_is_a_correction_cue(text):
    assert is_correction(text)


@pytest.mark.parametrize(
    "text", ["Hana handed in her notice", "We moved quickly", "The team took a break"]
)
def test_the_same_verbs_without_a_new_value_are_no_cue(text):
    assert not is_correction(text)


@pytest.mark.django_db
@pytest.mark.parametrize(("old", "new"), CORRECTIONS)
def test_a_correction_by_its_verb_supersedes_the_old_fact(alice_p, mode, old, new):
    first = memory_remember(principal=alice_p, content=old)
    second = memory_remember(principal=alice_p, content=new)
    assert second.deduplicated is False, mode
    assert second.superseded is not None, (mode, new)
    assert second.superseded.pk == first.memory.pk
    active = Memory.objects.filter(status=Status.ACTIVE)
    assert [m.content for m in active] == [new]


@pytest.mark.django_db
def test_the_handed_over_role_is_recalled_and_the_old_holder_is_not(alice_p, mode):
    memory_remember(principal=alice_p, content=CORRECTIONS[0][0])
    head = memory_remember(principal=alice_p, content=CORRECTIONS[0][1]).memory
    recalled = memory_recall(principal=alice_p, query="who is the mobile team lead")
    assert [hit.id for hit in recalled.results] == [head.pk], mode


@pytest.mark.django_db
@pytest.mark.parametrize(("old", "new"), UNRELATED)
def test_the_same_verbs_about_something_else_supersede_nothing(alice_p, mode, old, new):
    memory_remember(principal=alice_p, content=old)
    second = memory_remember(principal=alice_p, content=new)
    assert (second.deduplicated, second.superseded) == (False, None), mode
    assert Memory.objects.filter(status=Status.ACTIVE).count() == 2


WRITERS = 6


@pytest.mark.django_db(transaction=True)
def test_parallel_corrections_of_one_fact_leave_one_chain_with_one_active_head():
    """Six threads, each on its own connection, correct the same fact at once: each supersedes
    the head it finds when its turn comes, so the chain stays one line with one active end."""
    principal = principal_for_user(UserFactory.create(username="alice"))
    with override_settings(EMBEDDINGS_PROVIDER="none"):
        reset_embedder()
        original = memory_remember(principal=principal, content="The standup is at 9:30").memory
        barrier = threading.Barrier(WRITERS)
        superseded: list[object] = []
        errors: list[BaseException] = []

        def worker(minute: int) -> None:
            try:
                barrier.wait(timeout=30)
                result = memory_remember(
                    principal=principal, content=f"Actually the standup is at 10:{minute:02d}"
                )
                superseded.append(result.superseded.pk if result.superseded else None)
            except BaseException as exc:  # report every failure, not just the first
                errors.append(exc)
            finally:
                connections.close_all()

        threads = [threading.Thread(target=worker, args=(i * 5,)) for i in range(WRITERS)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=120)
    reset_embedder()
    assert errors == []
    active = list(Memory.objects.filter(status=Status.ACTIVE))
    assert len(active) == 1, [m.content for m in active]
    # Every write superseded exactly one version, and no version was superseded twice.
    assert None not in superseded
    assert len(set(superseded)) == WRITERS
    assert original.pk in superseded
    history = memory_history(principal=principal, memory_id=active[0].pk)
    assert len(history) == WRITERS
    assert history[0].content == "The standup is at 9:30"
    connection.close()
