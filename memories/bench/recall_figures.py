"""The recall benchmark's figures: the paths it times (by name), percentiles, the printed table,
the `--json` report, each cohort's figures and recall@10 against exact search."""

from __future__ import annotations

import statistics
from typing import Any

from memories.retrieval.types import RecallFilters
from memories.retrieval.visible import recall_queryset
from memories.scoping import Principal

FLOOR = "floor: embed, vector, text"
EMBED_OVERLAPPED = "floor: embed || text, vector"
OVERLAPPED = "floor: text || embed, vector"
RAW_FLOOR = "raw floor: embed || GIN, HNSW"
ONE_CONNECTION = "recall semantic, in a transaction"
VECTOR_ARM = "recall's vector arm SQL"
VECTOR_ONE_INDEX = "vector arm SQL, one index"
TEXT_ARM = "recall's full-text arm SQL"
TEXT_PLAIN = "full-text arm SQL, plain lexemes"
UNGATED = "full-text arm, every match scored"


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def json_report(
    results: list[tuple[str, list[float]]],
    recall: dict[str, tuple[float, float]],
    *,
    total: int,
    users: int,
    visible: float,
    queries: int,
    writes: list[float],
) -> dict[str, Any]:
    """The run's figures for `--json`: the headline ones by name, every path's p50/p95."""
    by_name = dict(results)
    semantic, floor = by_name["recall semantic"], by_name[RAW_FLOOR]
    return {
        "memories": total,
        "users": users,
        "visible_per_user": round(visible),
        "queries": queries,
        "semantic_p50_ms": round(percentile(semantic, 0.5), 2),
        "semantic_p95_ms": round(percentile(semantic, 0.95), 2),
        # The strategy every caller gets by default, beside semantic.
        "auto_p50_ms": round(percentile(by_name["recall auto"], 0.5), 2),
        "auto_p95_ms": round(percentile(by_name["recall auto"], 0.95), 2),
        "semantic_one_connection_p95_ms": round(percentile(by_name[ONE_CONNECTION], 0.95), 2),
        "raw_floor_p50_ms": round(percentile(floor, 0.5), 2),
        "raw_floor_p95_ms": round(percentile(floor, 0.95), 2),
        "text_arm_p50_ms": round(percentile(by_name[TEXT_ARM], 0.5), 2),
        "text_arm_p95_ms": round(percentile(by_name[TEXT_ARM], 0.95), 2),
        "text_arm_plain_p95_ms": round(percentile(by_name[TEXT_PLAIN], 0.95), 2),
        "text_arm_ungated_p95_ms": round(percentile(by_name[UNGATED], 0.95), 2),
        "vector_arm_p95_ms": round(percentile(by_name[VECTOR_ARM], 0.95), 2),
        "vector_arm_one_index_p95_ms": round(percentile(by_name[VECTOR_ONE_INDEX], 0.95), 2),
        "semantic_p95_over_raw_floor": round(
            percentile(semantic, 0.95) / percentile(floor, 0.95), 3
        ),
        "query_embedding_p50_ms": round(percentile(by_name["query embedding"], 0.5), 2),
        # Recall's own vector arm (routed by class) against exact search; then the one HNSW
        # index over every vector, searched with the caller's visibility filter.
        "index_recall_at_10": round(recall[FLOOR][0], 4),
        "index_recall_at_10_ties_aware": round(recall[FLOOR][1], 4),
        "one_index_recall_at_10": round(recall["floor vector (HNSW)"][0], 4),
        "one_index_recall_at_10_ties_aware": round(recall["floor vector (HNSW)"][1], 4),
        "remember_p50_ms": round(percentile(writes, 0.5), 2),
        "remember_p95_ms": round(percentile(writes, 0.95), 2),
        "paths": {
            name: {
                "p50_ms": round(percentile(latencies, 0.5), 2),
                "p95_ms": round(percentile(latencies, 0.95), 2),
            }
            for name, latencies in results
        },
    }


def table(results: list[tuple[str, list[float]]], recall: dict[str, tuple[float, float]]) -> str:
    """Every timed path's p50, p95 and rate, with the index recall where it was measured."""
    header = f"{'path':<30}{'p50 ms':>8}{'p95 ms':>8}{'qps':>8}{'recall@10':>11}{'ties-aware':>12}"
    lines = [header, "-" * len(header)]
    for name, latencies in results:
        qps = 1000 * len(latencies) / sum(latencies)
        by_id, ties = recall.get(name, (None, None))
        extra = "" if by_id is None else f"{by_id:>11.3f}{ties:>12.3f}"
        p50, p95 = percentile(latencies, 0.5), percentile(latencies, 0.95)
        lines.append(f"{name:<30}{p50:>8.2f}{p95:>8.2f}{qps:>8.1f}{extra}")
    return "\n".join(lines)


def visible_per_cohort(cases: list[tuple[Principal, str]], cohorts: list[str]) -> dict[str, float]:
    """Each cohort's mean visible set (counted for its first ten queries' callers)."""
    found: dict[str, float] = {}
    for cohort in dict.fromkeys(cohorts):
        callers = [p for (p, _), c in zip(cases, cohorts, strict=True) if c == cohort][:10]
        found[cohort] = statistics.mean(
            recall_queryset(principal=p, filters=RecallFilters()).count() for p in callers
        )
    return found


def cohort_lines(cohorts: dict[str, dict[str, Any]]) -> str:
    return "\n".join(
        f"cohort {cohort} (~{figures['visible_per_user']} visible): semantic p50"
        f" {figures['semantic_p50_ms']:.2f} ms, p95 {figures['semantic_p95_ms']:.2f}"
        f" ms; auto p50 {figures['auto_p50_ms']:.2f} ms, p95 {figures['auto_p95_ms']:.2f} ms;"
        f" raw floor p95 {figures['raw_floor_p95_ms']:.2f} ms; full-text arm SQL p95"
        f" {figures['text_arm_p95_ms']:.2f} ms ({figures['text_arm_ungated_p95_ms']:.2f} ms"
        " scoring every match); vector arm SQL p95"
        f" {figures['vector_arm_p95_ms']:.2f} ms ({figures['vector_arm_one_index_p95_ms']:.2f}"
        " ms through one index for every class)"
        for cohort, figures in cohorts.items()
    )


def cohort_figures(
    results: list[tuple[str, list[float]]], cohorts: list[str], visible_by: dict[str, float]
) -> dict[str, dict[str, Any]]:
    """Semantic recall and raw floor figures of each cohort's queries alone."""
    by_name = dict(results)
    figures: dict[str, dict[str, Any]] = {}
    for cohort, visible in visible_by.items():
        mine = [n for n, c in enumerate(cohorts) if c == cohort]
        semantic = [by_name["recall semantic"][n] for n in mine]
        auto = [by_name["recall auto"][n] for n in mine]
        floor = [by_name[RAW_FLOOR][n] for n in mine]
        text, ungated, vector, one_index = (
            [by_name[name][n] for n in mine]
            for name in (TEXT_ARM, UNGATED, VECTOR_ARM, VECTOR_ONE_INDEX)
        )
        figures[cohort] = {
            "queries": len(mine),
            "visible_per_user": round(visible),
            "semantic_p50_ms": round(percentile(semantic, 0.5), 2),
            "semantic_p95_ms": round(percentile(semantic, 0.95), 2),
            "auto_p50_ms": round(percentile(auto, 0.5), 2),
            "auto_p95_ms": round(percentile(auto, 0.95), 2),
            "raw_floor_p50_ms": round(percentile(floor, 0.5), 2),
            "raw_floor_p95_ms": round(percentile(floor, 0.95), 2),
            "text_arm_p95_ms": round(percentile(text, 0.95), 2),
            "text_arm_ungated_p95_ms": round(percentile(ungated, 0.95), 2),
            "vector_arm_p95_ms": round(percentile(vector, 0.95), 2),
            "vector_arm_one_index_p95_ms": round(percentile(one_index, 0.95), 2),
        }
    return figures


def recall_at_10(found: list[Any], exact: list[Any]) -> tuple[float, float]:
    """Mean recall@10 against exact search, by id and ties-aware (a hit whose distance is no
    further than the exact 10th counts: equal texts have equal vectors, any of them is right)."""
    by_id, ties = [], []
    for rows, truth in zip(found, exact, strict=True):
        if not truth:
            continue
        wanted = {row[0] for row in truth}
        kth = truth[-1][1]
        by_id.append(len({row[0] for row in rows[:10]} & wanted) / len(truth))
        ties.append(min(1.0, sum(1 for row in rows[:10] if row[1] <= kth + 1e-9) / len(truth)))
    if not by_id:
        return float("nan"), float("nan")
    return statistics.mean(by_id), statistics.mean(ties)
