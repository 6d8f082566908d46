"""The LoCoMo retrieval metric (pure) and one end-to-end `bench_locomo` run on a tiny file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from django.core.management import call_command

from palace.bench.locomo_metric import (
    QuestionScore,
    all_hit_at_k,
    any_hit_at_k,
    gold_sessions,
    gold_turns,
    mean_scores,
    parse_dia_ids,
    percentile,
    recall_at_k,
    score_question,
    summarise,
    top_k_unique,
)
from palace.models import Conversation, Message

pytestmark = pytest.mark.bench


def test_parse_dia_ids_reads_multi_id_strings():
    assert parse_dia_ids(["D8:6; D9:17", "D1:3"]) == [(8, 6), (9, 17), (1, 3)]
    assert gold_sessions(["D8:6; D9:17"]) == {8, 9}
    assert gold_turns(["D8:06; D9:17"]) == {"D8:6", "D9:17"}
    assert parse_dia_ids(["", "no id here"]) == []


def test_top_k_dedupes_in_rank_order_and_skips_unmapped():
    assert top_k_unique([3, 3, None, 1, 3, 2, 5], 3) == [3, 1, 2]
    assert top_k_unique([], 5) == []


def test_session_recall_at_k_counts_distinct_sessions():
    ranked = [2, 2, 2, 2, 2, 7, 1, 4, 4, 9, 8, 3]
    # distinct in order: 2, 7, 1, 4, 9 | 8, 3
    assert recall_at_k(ranked, {1, 3}, 5) == 0.5
    assert recall_at_k(ranked, {1, 3}, 10) == 1.0
    assert recall_at_k(ranked, {3}, 5) == 0.0
    assert any_hit_at_k(ranked, {1, 3}, 5) == 1.0
    assert all_hit_at_k(ranked, {1, 3}, 5) == 0.0
    assert all_hit_at_k(ranked, {1, 3}, 10) == 1.0


def test_no_evidence_scores_one():
    score = score_question(category=5, evidence=[], ranked_sessions=[], ranked_turns=[])
    assert set(score.scores.values()) == {1.0}
    assert recall_at_k([1, 2], set(), 5) == 1.0


def test_multi_id_evidence_and_missing_turns():
    score = score_question(
        category=1,
        evidence=["D8:6; D9:17"],
        ranked_sessions=[8, 8, None, 3],
        ranked_turns=["D8:6", "D8:7", None, "D3:1"],
    )
    assert score.scores["session_recall@5"] == 0.5
    assert score.scores["turn_recall@5"] == 0.5
    assert score.scores["turn_any_hit@10"] == 1.0
    assert score.scores["turn_all_hit@10"] == 0.0
    # an id naming a turn that does not exist can never be retrieved: it only lowers recall
    ghost = score_question(
        category=4,
        evidence=["D2:99"],
        ranked_sessions=[2, 1],
        ranked_turns=["D2:1", "D1:1"],
    )
    assert ghost.scores["session_recall@5"] == 1.0
    assert ghost.scores["turn_recall@10"] == 0.0


def test_summary_means_per_category_and_excluding_adversarial():
    scores = [
        QuestionScore(category=1, scores={"session_recall@5": 1.0}),
        QuestionScore(category=1, scores={"session_recall@5": 0.0}),
        QuestionScore(category=5, scores={"session_recall@5": 1.0}),
    ]
    assert mean_scores([]) == {}
    report = summarise(scores, [10.0, 20.0, 30.0])
    assert report["session_recall@5"] == pytest.approx(2 / 3)
    assert report["questions"] == 3
    assert report["per_category"]["1"]["session_recall@5"] == 0.5
    assert report["excluding_category_5"] == {"questions": 2, "session_recall@5": 0.5}
    assert report["latency_ms"] == {"p50": 20.0, "p95": 29.0}


def test_percentile_interpolates():
    assert percentile([], 50) == 0.0
    assert percentile([5.0], 95) == 5.0
    assert percentile([1.0, 2.0, 3.0, 4.0], 50) == 2.5


TINY = [
    {
        "sample_id": "tiny-1",
        "conversation": {
            "speaker_a": "Ana",
            "speaker_b": "Ben",
            "session_1_date_time": "1:56 pm on 8 May, 2023",
            "session_1": [
                {"speaker": "Ana", "dia_id": "D1:1", "text": "Hi Ben, how was your week?"},
                {
                    "speaker": "Ben",
                    "dia_id": "D1:2",
                    "text": "I adopted a greyhound named Biscuit from the Portland shelter.",
                },
                {"speaker": "Ana", "dia_id": "D1:3", "text": "That is lovely news!"},
                {"speaker": "Ben", "dia_id": "D1:4", "text": "She sleeps on the sofa all day."},
            ],
            "session_2_date_time": "7:10 pm on 20 June, 2023",
            "session_2": [
                {
                    "speaker": "Ana",
                    "dia_id": "D2:1",
                    "text": "I started pottery classes downtown on Tuesday evenings.",
                },
                {"speaker": "Ben", "dia_id": "D2:2", "text": "What have you made so far?"},
                {
                    "speaker": "Ana",
                    "dia_id": "D2:3",
                    "text": "A lopsided blue vase.",
                    "blip_caption": "a photo of a blue vase",
                },
                {"speaker": "Ben", "dia_id": "D2:4", "text": "It looks great."},
            ],
            "session_3_date_time": "9:00 am on 1 July, 2023",
        },
        "qa": [
            {
                "question": "adopted a greyhound named Biscuit from the Portland shelter",
                "answer": "Biscuit",
                "evidence": ["D1:2"],
                "category": 4,
            },
            {
                "question": "When did Ana start pottery classes?",
                "answer": "June 2023",
                "evidence": ["D2:1; D2:3"],
                "category": 2,
            },
            {
                "question": "What is Ben's favourite film?",
                "adversarial_answer": "Jaws",
                "evidence": [],
                "category": 5,
            },
        ],
    }
]


@pytest.mark.django_db
def test_bench_locomo_end_to_end(tmp_path: Path):
    data = tmp_path / "tiny.json"
    data.write_text(json.dumps(TINY), encoding="utf-8")
    out = tmp_path / "report.json"
    call_command("bench_locomo", str(data), "--json", str(out))
    report = json.loads(out.read_text(encoding="utf-8"))
    for key in ("session_recall@5", "session_recall@10", "turn_recall@5", "turn_recall@10"):
        assert 0.0 <= report[key] <= 1.0
    assert report["questions"] == 3
    assert set(report["per_category"]) == {"2", "4", "5"}
    assert report["per_category"]["4"]["session_recall@5"] == 1.0
    assert report["per_category"]["4"]["turn_recall@10"] == 1.0  # the drawer maps to D1:2
    assert report["per_category"]["5"]["session_recall@5"] == 1.0  # no evidence
    assert report["latency_ms"]["p95"] >= report["latency_ms"]["p50"] >= 0

    call_command("bench_locomo", str(data), "--json", str(out))  # a re-run ingests nothing new
    assert Conversation.objects.filter(owner__username="bench-locomo-tiny-1").count() == 2
    assert Message.objects.filter(conversation__owner__username="bench-locomo-tiny-1").count() == 8


def test_a_sample_range_is_a_slice_and_a_bad_one_is_refused(tmp_path: Path):
    import argparse

    from django.core.management.base import CommandError

    from palace.bench.locomo_retrieval import sample_range

    assert sample_range("0:4") == slice(0, 4)
    assert sample_range("4:") == slice(4, None)
    assert list(range(7))[sample_range("4:7")] == [4, 5, 6]
    for bad in ("4", "a:b", "1:2:3"):
        with pytest.raises(argparse.ArgumentTypeError):
            sample_range(bad)
    data = tmp_path / "tiny.json"
    data.write_text(json.dumps(TINY), encoding="utf-8")
    with pytest.raises(CommandError, match="no samples chosen"):
        call_command("bench_locomo", str(data), "--sample-range", "1:")
    with pytest.raises(CommandError, match="not both"):
        call_command("bench_locomo", str(data), "--samples", "1", "--sample-range", "0:1")
