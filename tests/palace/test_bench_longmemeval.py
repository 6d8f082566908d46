"""`bench_longmemeval` on a small file in LongMemEval's own format (written for the project):
real ingest, mining and recall, scores per question type, the reader model's QA on loopback."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError
from django.utils import timezone

from memories.models import ModelUsage
from palace.bench.longmemeval import contains_gold
from palace.longmemeval import load_instances, parse_longmemeval_date
from palace.models import Conversation, Message
from tests.fakes.openai_server import FakeOpenAI

pytestmark = pytest.mark.bench

SMALL = Path(__file__).parent / "data" / "longmemeval_small.json"


def test_the_reader_parses_the_format() -> None:
    instances = load_instances(SMALL)
    assert [i.question_id for i in instances] == ["q_dog", "q_marathons", "q_job", "q_cat_abs"]
    dog = instances[0]
    assert dog.sessions[1].started_at.isoformat() == "2023-05-10T18:30:00+00:00"
    assert dog.answer_turns == {"ans_dog#2"}
    assert instances[3].abstention
    assert not dog.abstention
    assert parse_longmemeval_date("2024/02/29 (Thu) 7:05").minute == 5


def test_unreadable_files_are_refused_with_the_reason(tmp_path: Path, db: Any) -> None:
    not_a_list = tmp_path / "x.json"
    not_a_list.write_text('{"question": "?"}')
    with pytest.raises(CommandError, match="expected a list"):
        call_command("bench_longmemeval", str(not_a_list))
    mismatched = tmp_path / "y.json"
    mismatched.write_text(
        json.dumps(
            [{"question_id": "q9", "question": "?", "haystack_session_ids": ["a", "b"],
              "haystack_sessions": [[]]}]
        )
    )  # fmt: skip
    with pytest.raises(CommandError, match="q9: 2 session ids for 1 sessions"):
        call_command("bench_longmemeval", str(mismatched))


def test_contains_gold_normalises_case_and_punctuation() -> None:
    assert contains_gold("You have a Golden-Retriever.", "golden retriever")
    assert not contains_gold("A labrador.", "golden retriever")
    assert not contains_gold("anything", "")


@pytest.mark.django_db(transaction=True)
def test_bench_longmemeval_scores_each_question_over_its_own_haystack(
    tmp_path: Path, settings: Any, fake_openai: FakeOpenAI
) -> None:
    report_path = tmp_path / "report.json"
    call_command("bench_longmemeval", str(SMALL), "--top-k", "10", "--json", str(report_path))
    report = json.loads(report_path.read_text())

    assert report["questions"] == 3  # the abstention question is counted apart
    assert report["abstention_questions"] == 1
    assert set(report["per_type"]) == {"single-session-user", "multi-session", "knowledge-update"}
    assert report["session_recall@5"] == 1.0
    assert report["turn_questions"] == 3
    by_id = {r["question_id"]: r for r in report["results"]}
    assert by_id["q_dog"]["scores"]["turn_recall@5"] == 1.0  # hits map back to the right turn
    assert by_id["q_marathons"]["scores"]["session_recall@10"] == 1.0  # both sessions found
    # each question has its own user and haystack: the shared noise sessions are stored per user
    assert Conversation.objects.filter(external_id="q_dog/noise_cook").count() == 1
    assert Conversation.objects.filter(external_id__endswith="/noise_cook").count() == 3
    messages = Message.objects.count()

    # Again with the reader model on loopback: nothing is ingested twice, each question is
    # answered from its recalled memories and the reader's tokens count as memory_qa.
    settings.LLM_BASE_URL = fake_openai.base_url
    settings.LLM_MODEL = "fake-reader"
    settings.LLM_API_KEY = "test-key"
    settings.RECALL_RERANK = False  # the reader answers; recall keeps its fused order
    fake_openai.reply_with(
        "Your dog is a golden retriever.", "You have run two marathons.", "You work at Stripe.",
        "I do not know.",
    )  # fmt: skip
    before = ModelUsage.objects.filter(day=timezone.now().date(), source="memory_qa").first()
    call_command("bench_longmemeval", str(SMALL), "--qa", "--json", str(report_path))
    again = json.loads(report_path.read_text())
    assert Message.objects.count() == messages
    assert again["qa_contains_gold"] == 1.0
    prompt = json.dumps(fake_openai.requests[0][1])
    assert "Biscuit" in prompt
    assert "What breed is my dog?" in prompt
    after = ModelUsage.objects.get(day=timezone.now().date(), source="memory_qa")
    assert after.calls - (before.calls if before else 0) == 4
    assert after.tokens - (before.tokens if before else 0) > 0


def test_qa_without_an_llm_is_refused(settings: Any, db: Any) -> None:
    settings.LLM_BASE_URL = ""
    with pytest.raises(CommandError, match="--qa needs an LLM"):
        call_command("bench_longmemeval", str(SMALL), "--qa")
