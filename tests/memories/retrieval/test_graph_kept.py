"""`auto` keeps the record the graph walk scored best among its results, whatever its rank
(pure: `scoring.graph_kept` and `fusion.apply_budgets`)."""

from __future__ import annotations

import uuid

from memories.retrieval import fusion, scoring


def _scored(score: float, scope: str = "user", graph: float | None = None) -> fusion.Scored:
    parts = {"vector": score} if graph is None else {"graph": graph}
    return fusion.Scored(id=uuid.uuid4(), score=score, scope=scope, parts=parts)


def test_the_walks_best_record_is_the_one_with_the_largest_graph_part() -> None:
    chat = [_scored(0.5 - n / 100) for n in range(6)]
    weak, strong = _scored(0.3, graph=0.05), _scored(0.25, graph=0.225)
    ranked = fusion.order([*chat, weak, strong])

    assert scoring.graph_kept(ranked) == [strong.id]
    assert scoring.graph_kept(ranked, count=2) == [strong.id, weak.id]
    assert scoring.graph_kept(fusion.order(chat)) == []


def test_a_kept_record_is_taken_whatever_its_rank_and_counts_against_its_budget() -> None:
    chat = [_scored(0.5 - n / 100, scope="global") for n in range(6)]
    note = _scored(0.25, scope="project", graph=0.225)
    other = _scored(0.2, scope="project")
    ranked = fusion.order([*chat, note, other])

    plain = fusion.apply_budgets(ranked, top_k=5, budgets=None)
    kept = fusion.apply_budgets(ranked, top_k=5, budgets=None, kept=[note.id])
    budgets = {"profile": 1, "global": 0}
    budgeted = fusion.apply_budgets(ranked, top_k=5, budgets=budgets, kept=[note.id])

    assert note not in plain
    assert [s.id for s in kept] == [s.id for s in chat[:4]] + [note.id]  # rank order kept
    assert note in budgeted
    assert other not in budgeted  # the kept note took the profile group's one place
