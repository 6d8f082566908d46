"""Chat files nobody should have to trust: a ChatGPT mapping that loops (the 448-byte file that
held the only worker for good), odd shapes of every field, chats too large, nesting too deep,
an import past its time budget, a job whose worker keeps dying. Each ends on its own: a bad chat
is skipped with its reason and the good ones are kept; a file or a budget that cannot go on
fails its job with the reason, and the job never runs again."""

from __future__ import annotations

import json
import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import timedelta
from typing import Any

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.utils import timezone

from palace.models import Conversation, ImportJob
from palace.portability.jobs import import_job_run
from tests.memories.api.conftest import session

pytestmark = pytest.mark.django_db
IMPORTS = "/api/v1/imports"


@contextmanager
def at_most(seconds: int) -> Iterator[None]:
    """Fail (instead of hanging the suite) when the block runs longer than `seconds`."""

    def stop(signum: int, frame: Any) -> None:
        raise TimeoutError(f"still running after {seconds} s")

    previous = signal.signal(signal.SIGALRM, stop)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def _upload(user: Any, content: bytes, kind: str = "chatgpt") -> str:
    file = SimpleUploadedFile("conversations.json", content)
    response = session(user).post(IMPORTS, {"kind": kind, "file": file}, format="multipart")
    assert response.status_code == 202, response.content
    return str(response.json()["id"])


def _run(job_id: str) -> ImportJob:
    with at_most(60):
        import_job_run(job_id)
    return ImportJob.objects.get(pk=job_id)


def _node(node_id: str, parent: Any, children: Any, text: str = "", **message: Any) -> Any:
    body = {"id": node_id, "author": {"role": "user"}, "create_time": 1_700_000_000,
            "content": {"content_type": "text", "parts": [text or f"Message {node_id}."]},
            "metadata": {}, **message}  # fmt: skip
    return {"id": node_id, "parent": parent, "children": children, "message": body}


def _good(chat_id: str, text: str) -> dict[str, Any]:
    return {"id": chat_id, "title": chat_id, "create_time": 1_700_000_000,
            "mapping": {"r": _node("r", None, [], text)}}  # fmt: skip


def _texts(external_id: str) -> list[str]:
    conversation = Conversation.objects.get(external_id=external_id)
    return list(conversation.messages.order_by("seq").values_list("content", flat=True))


# The file of the finding: "a" → "b" → "a" through `children`, and no `current_node`.
LOOPING = [{"id": "loop", "title": "x", "mapping": {
    "a": {"id": "a", "parent": None, "children": ["b"], "message": None},
    "b": {"id": "b", "parent": "a", "children": ["a"],
          "message": {"id": "b", "author": {"role": "user"},
                      "content": {"content_type": "text", "parts": ["hi"]}}},
}}]  # fmt: skip


def test_a_chatgpt_mapping_that_loops_never_holds_the_worker(alice: Any) -> None:
    content = json.dumps(LOOPING).encode()
    assert len(content) < 448
    job = _run(_upload(alice, content))
    assert job.status == "done", job.error
    assert _texts("chatgpt:loop") == ["hi"]


@pytest.mark.parametrize(
    ("mapping", "current"),
    [
        ({"a": _node("a", "b", []), "b": _node("b", "a", [])}, "a"),  # parents loop
        ({"a": _node("a", "a", ["a"])}, "a"),  # a node its own parent
        ({"a": _node("a", "b", ["b"]), "b": _node("b", "a", ["a"])}, None),  # no root at all
    ],
)
def test_every_loop_of_a_mapping_ends_and_the_next_chat_goes_in(
    alice: Any, mapping: dict[str, Any], current: str | None
) -> None:
    looping = {"id": "loop", "title": "x", "current_node": current, "mapping": mapping}
    job = _run(_upload(alice, json.dumps([looping, _good("after", "The good one.")]).encode()))
    assert job.status == "done", job.error
    assert _texts("chatgpt:after") == ["The good one."]
    if job.report.get("skipped"):
        assert "loops" in job.report["skipped_chats"][0]["reason"]


ODD: list[Any] = [
    None,  # a chat that is not an object
    {"id": "n1", "mapping": {"r": None}},  # a null node
    {"id": "n2", "mapping": {"r": _node("r", None, [], author="me")}},  # author a string
    {"id": "n3", "mapping": {"r": _node("r", None, [], metadata=[1])}},  # metadata a list
    {"id": "n4", "mapping": {"r": _node("r", None, "kids")}},  # children a string
    {"id": "n5", "mapping": {"r": _node("r", None, ["gone"])}},  # a child that is not there
    {"id": "n6", "mapping": {"r": _node("r", None, [], create_time=float("nan"))}},
    {"id": "n7", "mapping": {"r": _node("r", None, [], create_time=1e20)}, "create_time": -1e20},
    {"id": "n8", "mapping": {"r": _node("r", "missing", [])}},  # a parent that is not there
    {"id": "n9", "mapping": {"r": _node("r", None, [], content="text")}},  # content a string
    {"id": "n10", "mapping": {"r": _node("r", None, [], content={"parts": [1, None, "ok"]})}},
    {"id": "n11", "mapping": {"r": _node("r", None, [])}, "current_node": 7},
    {"id": "n12", "mapping": {"r": _node("r", None, [])}, "current_node": "nowhere"},
    {"id": "n13", "mapping": []},  # mapping not an object
    {"id": 14, "mapping": {"r": _node("r", None, [])}, "title": {"a": 1}},  # id not a string
    {"id": "n15", "mapping": {"r": _node("r", None, [], author={"role": 5})}},
    {"id": "x" * 500, "mapping": {"r": _node("r", None, [])}},  # an id too long to keep
]


def test_odd_chatgpt_shapes_skip_their_chat_with_a_reason_and_keep_the_good_ones(
    alice: Any,
) -> None:
    chats = [_good("first", "The first good chat.")]
    for odd in ODD:
        chats.append(odd)
    chats.append(_good("last", "The last good chat."))
    job = _run(_upload(alice, json.dumps(chats).encode()))
    assert job.status == "done", job.error
    assert "unexpected" not in json.dumps(job.report)
    assert _texts("chatgpt:first") == ["The first good chat."]
    assert _texts("chatgpt:last") == ["The last good chat."]
    report = job.report
    assert report["chats"] == len(chats)
    skipped = {entry["chat"]: entry["reason"] for entry in report["skipped_chats"]}
    assert report["skipped"] == len(skipped)
    assert all(reason for reason in skipped.values())
    assert "conversations.json[1]" in skipped  # not an object
    assert "needs a `mapping` object" in skipped["conversations.json[14]"]
    # What could be read went in, odd fields and all: the times that are no times dropped.
    assert _texts("chatgpt:n6") == _texts("chatgpt:n7") == ["Message r."]
    assert _texts("chatgpt:n10") == ["ok"]
    assert _texts("chatgpt:n8") == _texts("chatgpt:n12") == ["Message r."]
    assert report["added"] + report["skipped"] + report["already_here"] == len(chats)


def test_a_chatgpt_conversation_without_an_id_gets_a_stable_one(alice: Any) -> None:
    chat = _good("", "A chat exported without its id.")
    del chat["id"]
    content = json.dumps([chat]).encode()
    assert _run(_upload(alice, content)).report["added"] == 1
    again = _run(_upload(alice, content))
    assert again.status == "done"
    assert again.report == {"chats": 1, "added": 0, "already_here": 1}
    (conversation,) = Conversation.objects.filter(owner=alice)
    assert conversation.external_id.startswith("chatgpt:sha256-")


def test_a_claude_chat_of_the_wrong_shape_is_skipped_and_the_others_kept(alice: Any) -> None:
    good = {"uuid": "c1", "name": "Good", "chat_messages": [{"sender": "human", "text": "Hi."}]}
    bad = [{"uuid": "c2", "chat_messages": "no"}, {"uuid": "c3", "chat_messages": [None]},
           {"uuid": 4, "chat_messages": []}, {"name": "no uuid"}]  # fmt: skip
    job = _run(_upload(alice, json.dumps([*bad, good]).encode(), "claude"))
    assert job.status == "done", job.error
    assert job.report["skipped"] == 4
    assert _texts("claude:c1") == ["Hi."]


def test_nesting_too_deep_or_bytes_not_utf8_fail_the_file_with_a_reason(alice: Any) -> None:
    deep = b"[" + b"[" * 200_000 + b"]" * 200_000 + b"]"
    for content in (deep, b'[{"id": "\xff\xfe"}]', b'[{"id": "a"} {"id": "b"}]', b"{}"):
        job = _run(_upload(alice, content))
        assert job.status == "failed"
        assert "conversations.json" in job.error
        assert "unexpected" not in job.error


def test_a_chat_larger_than_the_record_limit_stops_the_file_keeping_those_before(
    alice: Any, settings: Any
) -> None:
    settings.IMPORT_MAX_RECORD_BYTES = 4096
    huge = _good("huge", "word " * 5000)
    job = _run(_upload(alice, json.dumps([_good("before", "Kept."), huge]).encode()))
    assert job.status == "failed"
    assert "conversations.json[1]: longer than 4096 characters" in job.error
    assert "1 chats imported before it" in job.error
    assert _texts("chatgpt:before") == ["Kept."]


def test_json_lines_past_their_budget_fail_with_a_reason(alice: Any, settings: Any) -> None:
    settings.IMPORT_CHATS_HELD_MAX_BYTES = 1000
    rows = "".join(json.dumps({"conversation": "c", "content": f"line {n}"}) + "\n"
                   for n in range(100))  # fmt: skip
    job = _run(_upload(alice, rows.encode(), "jsonl"))
    assert job.status == "failed"
    assert "IMPORT_CHATS_HELD_MAX_BYTES" in job.error
    settings.IMPORT_MAX_RECORD_BYTES = 1024
    job = _run(_upload(alice, b'{"conversation": "c", "content": "' + b"x" * 5000 + b'"}\n', "jsonl"))  # fmt: skip
    assert job.status == "failed"
    assert "conversations.json line 1: a line longer than 1024 bytes" in job.error


def test_an_import_past_its_time_budget_fails_and_never_runs_again(
    alice: Any, settings: Any
) -> None:
    settings.IMPORT_TIME_LIMIT_SECONDS = 0
    job_id = _upload(alice, json.dumps([_good("late", "Too late.")]).encode())
    job = _run(job_id)
    assert job.status == "failed"
    assert "time budget of 0 s (IMPORT_TIME_LIMIT_SECONDS)" in job.error
    settings.IMPORT_TIME_LIMIT_SECONDS = 3600
    again = _run(job_id)  # the task delivered again
    assert (again.status, again.finished_at, again.attempts) == ("failed", job.finished_at, 1)
    assert not Conversation.objects.filter(owner=alice).exists()


def test_a_job_whose_worker_died_under_it_runs_once_more_then_is_failed(
    alice: Any, settings: Any
) -> None:
    settings.IMPORT_MAX_ATTEMPTS = 2
    content = json.dumps([_good("again", "Run after a restart.")]).encode()
    job_id = _upload(alice, content)
    # A worker took it and died (killed, out of memory, past the hard time limit): the row
    # says running, begun once, and nobody holds it.
    ImportJob.objects.filter(pk=job_id).update(status="running", attempts=1)
    job = _run(job_id)
    assert (job.status, job.attempts) == ("done", 2)

    job_id = _upload(alice, json.dumps([_good("dies", "Never.")]).encode())
    ImportJob.objects.filter(pk=job_id).update(status="running", attempts=2)
    job = _run(job_id)
    assert job.status == "failed"
    assert "stopped 2 times while running it" in job.error
    assert not Conversation.objects.filter(external_id="chatgpt:dies").exists()


def test_the_time_budget_is_the_jobs_so_a_run_after_a_lost_one_gets_what_is_left(
    alice: Any, settings: Any
) -> None:
    """A worker killed past the task's hard limit: the task comes again, and the job, begun two
    hours ago with one hour to run, fails at once instead of running another hour."""
    settings.IMPORT_TIME_LIMIT_SECONDS = 3600
    job_id = _upload(alice, json.dumps([_good("spent", "Too late.")]).encode())
    two_hours_ago = timezone.now() - timedelta(hours=2)
    ImportJob.objects.filter(pk=job_id).update(
        status="running", attempts=1, started_at=two_hours_ago
    )
    job = _run(job_id)
    assert job.status == "failed"
    assert "time budget of 3600 s" in job.error
    assert job.started_at == two_hours_ago
    assert not Conversation.objects.filter(external_id="chatgpt:spent").exists()


def test_a_skipped_chats_reason_never_keeps_a_secret(alice: Any) -> None:
    secret = "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"
    chat = _good(f"leak-{secret}", "A chat whose id is a token.")
    job = _run(_upload(alice, json.dumps([chat]).encode()))
    assert job.status == "done", job.error
    assert job.report["skipped"] == 1
    assert secret not in json.dumps(job.report)
    assert not Conversation.objects.filter(owner=alice).exists()


@pytest.mark.django_db(transaction=True)  # autocommit, as in the worker
def test_the_workers_soft_time_limit_fails_the_job_and_keeps_whole_chats_only(
    alice: Any,
) -> None:
    """The pool's soft time limit, should a run not look at its deadline: billiard's handler on
    SIGUSR1 (what a Celery pool child installs) raises in the middle of the import, as the pool
    does when the task's soft limit passes. The job fails with its reason, every chat kept is
    whole, and the task delivered again changes nothing."""
    from billiard.pool import SIG_SOFT_TIMEOUT, soft_timeout_sighandler

    chats = [_good(f"chat-{n}", f"Message number {n} of a long file.") for n in range(3000)]
    job_id = _upload(alice, json.dumps(chats).encode())
    previous = signal.signal(SIG_SOFT_TIMEOUT, soft_timeout_sighandler)
    main = threading.main_thread().ident
    assert main is not None
    try:
        threading.Timer(1.5, lambda: signal.pthread_kill(main, SIG_SOFT_TIMEOUT)).start()
        job = _run(job_id)
    finally:
        signal.signal(SIG_SOFT_TIMEOUT, previous)
    assert job.status == "failed", job.error
    assert "ran past its time budget" in job.error
    kept = Conversation.objects.filter(owner=alice)
    assert 0 < kept.count() < 3000  # stopped in the middle
    for conversation in kept:
        assert conversation.messages.count() == 1  # each chat whole, none half-written
    again = _run(job_id)
    assert (again.status, again.finished_at) == ("failed", job.finished_at)
