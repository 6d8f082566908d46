"""Mining writes one verbatim drawer per turn with a pointer, facts as memories, idempotently."""

import signal
import subprocess
import sys
import uuid
from datetime import timedelta

import psycopg
import pytest
import redis
from celery import current_app
from django.utils import timezone

from memories.embeddings.base import text_hash
from memories.embeddings.storage import prepare_vectors
from memories.models import Kind, Memory, MemoryEmbedding, TaskOutbox
from memories.retrieval.pipeline import memory_recall
from palace.mining.pipeline import (
    MINING_LOCK_NAMESPACE,
    conversation_mine,
    conversations_resume_stalled,
)
from palace.models import Closet, Conversation, Drawer, MiningRun, Room, Wing
from palace.pointers import parse_pointer
from palace.services.conversations import conversation_end, conversation_ingest
from tests.conftest import _test_database_url

pytestmark = pytest.mark.django_db


def test_mining_builds_wing_room_closets_and_verbatim_drawers(make_conversation):
    conversation = make_conversation(turns=23)
    run = conversation_mine(conversation_id=str(conversation.pk))
    assert run is not None
    assert run.windows == 3  # windows of 10 turns: 10 + 10 + 3
    assert Wing.objects.filter(owner=conversation.owner).count() == 1
    room = Room.objects.get(conversation=conversation)
    drawers = list(Drawer.objects.filter(room=room).select_related("memory", "message"))
    assert len(drawers) == 23
    for drawer in drawers:
        assert drawer.memory.content == drawer.message.content  # never paraphrased
        assert drawer.memory.kind == Kind.MESSAGE
        assert drawer.memory.pointer == drawer.pointer
        assert parse_pointer(drawer.pointer).drawer == drawer.message.seq
    assert Closet.objects.filter(room=room).exists()
    assert MemoryEmbedding.objects.filter(memory__drawer__room=room).count() == 23
    conversation.refresh_from_db()
    assert conversation.mining_status == Conversation.MiningStatus.DONE
    assert conversation.mined_through == 23
    assert run.facts > 0
    facts = Memory.objects.filter(source="mining").exclude(kind=Kind.MESSAGE)
    assert facts.exists()
    assert all(f.scope == "user" and f.confidence == 0.5 and f.pointer for f in facts)


def test_mining_twice_changes_nothing(make_conversation):
    conversation = make_conversation(turns=12)
    conversation_mine(conversation_id=str(conversation.pk))
    before = (Memory.objects.count(), Drawer.objects.count(), Closet.objects.count())
    assert conversation_mine(conversation_id=str(conversation.pk)) is None
    assert (Memory.objects.count(), Drawer.objects.count(), Closet.objects.count()) == before


def test_empty_conversation_is_a_no_op(alice_principal):
    conversation, _ = conversation_ingest(principal=alice_principal, external_id="empty")
    assert conversation_mine(conversation_id=str(conversation.pk)) is None
    assert not Drawer.objects.exists()
    assert not MiningRun.objects.exists()


def test_mining_a_missing_conversation_returns_quietly():
    assert conversation_mine(conversation_id="00000000-0000-0000-0000-000000000000") is None


def test_mining_records_activity_and_cost_per_source(make_conversation):
    conversation = make_conversation(turns=4)
    run = conversation_mine(conversation_id=str(conversation.pk))
    assert run.status == MiningRun.Status.DONE
    assert run.extractor == "offline"
    assert run.cost["memory_extract"]["calls"] == 0  # offline: no LLM calls
    assert run.cost["memory_embed"]["calls"] >= 1  # one batch for the drawers, maybe facts too
    assert run.cost["memory_embed"]["tokens"] > 4 * 4  # the tokens MiniLM really read


def test_mining_fills_the_graph_and_links_drawers_to_entities(make_conversation):
    from memories.models import Entity, Relation

    conversation = make_conversation(turns=6)
    conversation_mine(conversation_id=str(conversation.pk))
    owner = conversation.owner
    names = set(Entity.objects.filter(owner=owner).values_list("name", flat=True))
    assert {"Caroline", "Melanie", "Jolene", "Oregon"} <= names
    jolene = Entity.objects.get(owner=owner, name="Jolene")
    assert Relation.objects.filter(predicate="mentioned", object=jolene).exists()
    drawer = Drawer.objects.get(room__conversation=conversation, number=3)
    assert jolene.urn in drawer.memory.entities


def test_a_drawer_is_indexed_with_the_turns_around_it(make_conversation):
    conversation = make_conversation(turns=12)
    conversation_mine(conversation_id=str(conversation.pk))
    by_seq = {
        d.message.seq: d.memory
        for d in Drawer.objects.filter(room__conversation=conversation).select_related(
            "memory", "message"
        )
    }
    first, tenth, last = by_seq[1], by_seq[10], by_seq[12]
    assert first.recall_hint.splitlines()[0] == "Caroline on 2023-05-08"
    assert "before:" not in first.recall_hint
    assert f"after: Melanie: {by_seq[2].content}" in first.recall_hint
    # the last turn of a window still sees the first turn of the next one
    assert f"before: Caroline: {by_seq[9].content}" in tenth.recall_hint
    assert f"after: Caroline: {by_seq[11].content}" in tenth.recall_hint
    assert "after:" not in last.recall_hint
    assert tenth.content == tenth.drawer.message.content  # the content itself stays verbatim


def test_a_drawers_vector_is_made_of_who_spoke_when_and_the_turn_its_neighbours_only_of_words(
    make_conversation, alice_principal
):
    conversation = make_conversation(turns=3)
    conversation_mine(conversation_id=str(conversation.pk))
    middle = (
        Drawer.objects.select_related("memory")
        .get(room__conversation=conversation, message__seq=2)
        .memory
    )
    lead, *quotes = middle.recall_hint.splitlines()
    assert lead == "Melanie on 2023-05-08"
    assert [q.split(":")[0] for q in quotes] == ["before", "after"]
    embedded = f"{lead}\n\n{middle.content}"
    vector = MemoryEmbedding.objects.get(memory=middle)
    assert vector.text_hash == text_hash(embedded)
    made = prepare_vectors([embedded])
    assert made is not None
    assert list(vector.embedding) == pytest.approx(made[0].vector, abs=1e-6)
    # The quoted turns are still read by full-text search: a word only the turn before holds
    # ("support group", turn 1) finds turn 2 beside turn 1 itself.
    found = memory_recall(
        principal=alice_principal, query="support group", strategy="lexical", kinds=["message"]
    )
    assert middle.pk in [hit.id for hit in found.results]


def test_neighbour_quotes_are_cut_to_the_configured_length(make_conversation, settings):
    settings.PALACE_NEIGHBOUR_CHARS = 12
    conversation = make_conversation(turns=3)
    conversation_mine(conversation_id=str(conversation.pk))
    middle = Drawer.objects.select_related("memory").get(
        room__conversation=conversation, message__seq=2
    )
    assert "before: Caroline: I went to a …" in middle.memory.recall_hint
    assert "after: Caroline: I adopted a …" in middle.memory.recall_hint


def test_resume_leaves_a_conversation_waiting_in_the_queue_alone_and_requeues_a_lost_one(
    make_conversation, alice_principal
):
    waiting, lost, in_outbox = (make_conversation(external_id=name) for name in ("q", "l", "o"))
    for conversation in (waiting, lost, in_outbox):
        conversation_end(principal=alice_principal, conversation_id=conversation.pk)
    now = timezone.now()
    # Ended 5 minutes ago: its task is in the broker's queue behind others (the outbox sent it).
    Conversation.objects.filter(pk=waiting.pk).update(ended_at=now - timedelta(minutes=5))
    # Ended 2 hours ago and still pending: the broker lost it.
    Conversation.objects.filter(pk__in=[lost.pk, in_outbox.pk]).update(
        ended_at=now - timedelta(hours=2)
    )
    TaskOutbox.objects.exclude(args=[str(in_outbox.pk)]).delete()  # as if sent, but o's

    assert conversations_resume_stalled() == 1
    queued = [args[0] for args in TaskOutbox.objects.values_list("args", flat=True)]
    assert sorted(queued) == sorted([str(in_outbox.pk), str(lost.pk)])


CONSUMER = """
import signal, sys
from kombu import Connection, Queue
with Connection(sys.argv[1]) as conn:
    channel = conn.channel()
    channel.basic_qos(0, 1, False)
    took = []
    consumer = conn.Consumer(Queue(sys.argv[2]), channel=channel, accept=["json"],
                             callbacks=[lambda body, message: took.append(message)])
    with consumer:
        while not took:
            conn.drain_events(timeout=30)
    print("took", flush=True)
    signal.pause()  # never acknowledges: waits to be killed, as a worker killed before the run
"""


def test_resume_requeues_a_task_a_killed_worker_took_but_not_one_a_live_worker_is_running(
    make_conversation, alice_principal, settings
):
    """A worker killed between taking a mining task from Redis and starting the run leaves the
    task unacknowledged (Redis would give it out again only after its visibility timeout, 40
    minutes). The sweep queues it again; a conversation whose lock a live worker holds is left
    alone. A real consumer process takes the real message and is killed with SIGKILL."""
    orphaned, running = (make_conversation(external_id=name) for name in ("k", "r"))
    for conversation in (orphaned, running):
        conversation_end(principal=alice_principal, conversation_id=conversation.pk)
    TaskOutbox.objects.all().delete()  # as if the outbox had sent both
    queue = f"resume-test-{uuid.uuid4().hex}"
    for conversation in (orphaned, running):
        current_app.send_task(
            "palace.mine_conversation", args=[str(conversation.pk)], queue=queue, ignore_result=True
        )
    taken = []
    for _ in (orphaned, running):  # one consumer per message, each killed after taking it
        process = subprocess.Popen(
            [sys.executable, "-c", CONSUMER, settings.CELERY_BROKER_URL, queue],
            stdout=subprocess.PIPE, text=True,
        )  # fmt: skip
        assert process.stdout is not None
        assert process.stdout.readline().strip() == "took"
        process.send_signal(signal.SIGKILL)
        process.wait(10)
        taken.append(process)
    client = redis.Redis.from_url(settings.REDIS_URL)
    ours = {
        tag: raw
        for tag, raw in client.hgetall("unacked").items()
        if str(orphaned.pk).encode() in raw or str(running.pk).encode() in raw
    }
    try:
        assert len(ours) == 2  # both deliveries are out, unacknowledged
        # Younger than the threshold: left alone (a live worker may be about to take the lock).
        assert conversations_resume_stalled() == 0
        with psycopg.connect(_test_database_url(), autocommit=True) as worker:
            worker.execute(  # a live worker is mining this one: it holds the lock
                "SELECT pg_advisory_lock(hashtextextended(%s, %s))",
                (str(running.pk), MINING_LOCK_NAMESPACE),
            )
            assert conversations_resume_stalled(delivered_for=0) == 1
        queued = [args[0] for args in TaskOutbox.objects.values_list("args", flat=True)]
        assert queued == [str(orphaned.pk)]
    finally:
        client.hdel("unacked", *ours)
        client.zrem("unacked_index", *ours)
