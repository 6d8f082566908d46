"""The recall benchmark behind `manage.py bench_recall`: measure recall latency, throughput
and HNSW recall@10 on a generated corpus (users named bench-*). Prints measured numbers; it is
a tool, not a test.

    python manage.py bench_recall --memories 100000 --users 200 --queries 200 --seed 1 [--reuse]
        [--json report.json]
    python manage.py bench_recall --memories 1000000 --users 2000 --global-rows 5000 \
        --shared-rows 50000 --shared-members 20

By default 5% of the rows are global (everyone sees them) and the rest belong to the users.
`--global-rows` fixes that count instead; `--shared-rows` puts that many rows in one project
(bench-shared) whose `--shared-members` first users are its members: a large shared corpus.
With shared rows, half the queries come from its members, and the figures are also given per
cohort (members see the shared corpus, the others do not).

It migrates the database first, so it runs on a fresh DATA_DIR. A repeated text reuses the
vector already computed for it (the corpus is generated from templates), so large corpora build
in minutes; `--reuse` keeps a corpus between runs.
"""

from __future__ import annotations

import collections
import json
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from django.conf import settings
from django.core.management import call_command
from django.db import connection, transaction
from django.test.utils import CaptureQueriesContext, override_settings
from rich.progress import track

from memories.bench.corpus import (
    MODEL,
    PROGRESS,
    QUERIES,
    TEMPLATES,
    Shape,
    bench_users,
    corpus_build,
    corpus_rows,
    corpus_settle,
    fill,
)
from memories.bench.recall_figures import (
    EMBED_OVERLAPPED,
    FLOOR,
    ONE_CONNECTION,
    OVERLAPPED,
    RAW_FLOOR,
    TEXT_ARM,
    TEXT_PLAIN,
    UNGATED,
    VECTOR_ARM,
    VECTOR_ONE_INDEX,
    cohort_figures,
    cohort_lines,
    json_report,
    percentile,
    recall_at_10,
    table,
    visible_per_cohort,
)
from memories.bench.statements import lexical_top10, vector_top10
from memories.embeddings import get_embedder
from memories.models import Memory
from memories.retrieval.arms import full_text_arm
from memories.retrieval.bm25 import bm25_search
from memories.retrieval.pipeline import memory_recall, recall_set
from memories.retrieval.types import RecallFilters, VectorHits
from memories.retrieval.vector_arm import vector_search
from memories.scoping import Principal, principal_for_user
from memories.search import workers
from memories.search.models_in_use import embed_query_soon
from memories.services.store.memory import memory_remember

WRITE_WARMUP = 30  # untimed memory_remember calls before the timed ones


class RecallBench:
    """The benchmark itself; it writes its report to `stdout` (anything with a `write`)."""

    def __init__(self, stdout: Any) -> None:
        self.stdout = stdout

    def run(self, opts: dict[str, Any]) -> None:
        call_command("migrate", interactive=False, verbosity=0)
        rng = random.Random(opts["seed"])
        users = bench_users(opts["users"])
        shape = Shape.of(opts, users)
        existing = Memory.objects.filter(owner__username__startswith="bench-").count()
        if opts["reuse"] and existing >= opts["memories"]:
            self.stdout.write(f"reusing the bench corpus ({existing} memories)")
        else:
            count = opts["memories"] - (existing if opts["reuse"] else 0)
            build = corpus_build(
                corpus_rows(shape, count, rng),
                self.stdout,
                count,
                batch=opts["batch"],
                quiet=opts["quiet"],
                wipe=not opts["reuse"],
            )
            self.stdout.write(f"corpus built in {build:.1f} s")
        corpus_settle(self.stdout)
        report = self._measure(shape, opts["queries"], rng, opts["quiet"], writes=opts["writes"])
        if opts["json_path"]:
            with open(opts["json_path"], "w", encoding="utf-8") as handle:
                json.dump(report, handle, indent=2)
            self.stdout.write(f"figures written to {opts['json_path']}")

    def _measure(
        self, shape: Shape, count: int, rng: random.Random, quiet: bool, *, writes: int
    ) -> dict[str, Any]:
        embedder = get_embedder()
        users = shape.users
        drawn = [shape.cohort(rng, n) for n in range(count)]
        cohorts = [cohort for cohort, _ in drawn]
        cases = [(principal_for_user(user), fill(rng.choice(QUERIES), rng)) for _, user in drawn]
        # One query at a time, as recall embeds it (a padded batch gives slightly other floats).
        vectors = self._warm(cases)
        results: list[tuple[str, list[float]]] = []

        def timed(name: str, fn: Callable[[Principal, str, list[float]], Any]) -> list[Any]:
            latencies, outputs = [], []
            for (principal, query), vector in track(
                list(zip(cases, vectors, strict=True)),
                name,
                console=PROGRESS,
                disable=quiet,
                transient=True,
            ):
                start = time.perf_counter()
                outputs.append(fn(principal, query, vector))
                latencies.append((time.perf_counter() - start) * 1000)
            results.append((name, latencies))
            return outputs

        def timed_together(paths: dict[str, Callable[[Principal, str, list[float]], Any]]) -> None:
            """Each query through every path in turn (the order rotating from one query to the
            next), so a change in the machine's load weighs on all of them alike: their ratios
            hold within one run, where paths timed one after the other can differ by the load."""
            latencies: dict[str, list[float]] = {name: [] for name in paths}
            names = list(paths)
            for n, ((principal, query), vector) in enumerate(
                track(
                    list(zip(cases, vectors, strict=True)),
                    " / ".join(names),
                    console=PROGRESS,
                    disable=quiet,
                    transient=True,
                )
            ):
                for name in names[n % len(names) :] + names[: n % len(names)]:
                    start = time.perf_counter()
                    paths[name](principal, query, vector)
                    latencies[name].append((time.perf_counter() - start) * 1000)
            results.extend(latencies.items())

        def recall_with(
            strategy: str, **extra: Any
        ) -> Callable[[Principal, str, list[float]], Any]:
            def run(principal: Principal, query: str, vector: list[float]) -> Any:
                return memory_recall(
                    principal=principal, query=query, strategy=strategy, top_k=10, rerank=False,
                    **extra,
                )  # fmt: skip

            return run

        def in_transaction(principal: Principal, query: str, vector: list[float]) -> Any:
            with transaction.atomic():
                return recall_with("semantic")(principal, query, vector)

        timed_together({f"recall {s}": recall_with(s) for s in ("semantic", "lexical", "auto")})
        # Inside a transaction recall runs both arms on the caller's connection, one after the
        # other (only the embedding overlaps): what the second connection buys.
        timed(ONE_CONNECTION, in_transaction)
        timed("recall semantic own rows", recall_with("semantic", scopes=["user"]))
        timed("query embedding", lambda p, q, v: embedder.embed([q]))
        with override_settings(EMBEDDINGS_LOCAL_ONNX=False):
            timed("query embedding (torch)", lambda p, q, v: embedder.embed([q]))
        floor = timed(FLOOR, self._floor)
        timed(EMBED_OVERLAPPED, lambda p, q, v: self._floor(p, q, v, overlap="embed"))
        timed(OVERLAPPED, lambda p, q, v: self._floor(p, q, v, overlap="arms"))
        timed(RAW_FLOOR, self._raw_floor)
        write_ms = self._remember_latencies(users, max(1, writes), rng, quiet)
        recall = self._time_arms(timed, floor)
        total = Memory.objects.count()
        visible_by = visible_per_cohort(cases, cohorts)
        visible = statistics.mean(visible_by[c] for c in cohorts)
        self.stdout.write(
            f"\ncorpus: {total} memories, {len(users)} bench users, ~{visible:.0f} visible per "
            f"user ({visible / max(total, 1):.1%}), {count} queries, top_k=10, "
            f"{settings.RECALL_CANDIDATES} candidates per arm, "
            f"ef_search={settings.RECALL_HNSW_EF_SEARCH}\n"
        )
        self.stdout.write(table(results, recall))
        p95 = {name: percentile(latencies, 0.95) for name, latencies in results}
        self._ratios(p95, floor, cases)
        report = json_report(
            results, recall, total=total, users=len(users), visible=visible, queries=count,
            writes=write_ms,
        )  # fmt: skip
        if len(visible_by) > 1:
            report["cohorts"] = cohort_figures(results, cohorts, visible_by)
            self.stdout.write(cohort_lines(report["cohorts"]))
        self.stdout.write(
            f"semantic p95 / raw floor p95 (embedding overlapped with the GIN statement, then the"
            f" HNSW statement, both issued directly): {report['semantic_p95_over_raw_floor']:.2f}\n"
            f"recall p50 / p95: semantic {report['semantic_p50_ms']:.2f} / "
            f"{report['semantic_p95_ms']:.2f} ms, auto (the default strategy) "
            f"{report['auto_p50_ms']:.2f} / {report['auto_p95_ms']:.2f} ms\n"
            f"remember (memory_remember, dedup checks included) p50 {report['remember_p50_ms']:.1f}"
            f" ms, p95 {report['remember_p95_ms']:.1f} ms over {len(write_ms)} writes"
        )
        return report

    def _time_arms(
        self, timed: Callable[..., list[Any]], floor: list[VectorHits]
    ) -> dict[str, tuple[float, float]]:
        """Each arm's statements issued directly, timed by `timed`; the vector ones' recall@10
        (by id, ties-aware) against exact search, with the pipeline's own arm (`floor`)."""
        planned = timed("floor vector (planner)", lambda p, q, v: vector_top10(p, v, mode="plan"))
        hnsw = timed("floor vector (HNSW)", lambda p, q, v: vector_top10(p, v, mode="hnsw"))
        exact = timed("exact vector (no index)", lambda p, q, v: vector_top10(p, v, mode="exact"))
        timed("floor lexical (GIN)", lambda p, q, v: lexical_top10(p, q))
        timed(VECTOR_ARM, lambda p, q, v: self._arm(p, q, v, "vector"))
        # The same search through the one HNSW index for every class (no split by class).
        timed(VECTOR_ONE_INDEX, lambda p, q, v: self._arm(p, q, v, "vector", by_class=False))
        timed(TEXT_ARM, lambda p, q, v: self._arm(p, q, v, "text"))
        # The same statement reading the plain lexeme index; then scoring every match (no gate).
        timed(TEXT_PLAIN, lambda p, q, v: self._arm(p, q, v, "text", by_class=False))
        timed(UNGATED, lambda p, q, v: self._arm(p, q, v, "text", gate=False))
        arm = [[(row[0], 1.0 - row[1]) for row in hits.rows[:10]] for hits in floor]
        return {
            "floor vector (planner)": recall_at_10(planned, exact),
            "floor vector (HNSW)": recall_at_10(hnsw, exact),
            FLOOR: recall_at_10(arm, exact),
        }

    def _ratios(
        self, p95: dict[str, float], floor: list[VectorHits], cases: list[tuple[Principal, str]]
    ) -> None:
        """The ratios between paths, the statements per recall and the vector arm's plans."""
        plans = collections.Counter(hits.plan for hits in floor)
        trips = {
            strategy: statistics.mean(
                self._statements(p, q, strategy) for p, q in cases[: min(20, len(cases))]
            )
            for strategy in ("semantic", "lexical", "auto")
        }
        self.stdout.write(
            f"\nrecall semantic p95 / floor p95: {p95['recall semantic'] / p95[FLOOR]:.2f} against"
            " the query embedding, the pipeline's vector SQL and its full-text SQL in sequence;"
            f" {p95['recall semantic'] / p95[OVERLAPPED]:.2f} against the same with the embedding"
            " and then the vector SQL run on a second connection while the full-text SQL runs (as"
            " recall does)\n"
            f"recall semantic p95 / the same recall inside a transaction (both arms on one"
            f" connection): {p95['recall semantic'] / p95[ONE_CONNECTION]:.2f}\n"
            f"vector arm SQL p95 / the same through one index for every class:"
            f" {p95[VECTOR_ARM] / p95[VECTOR_ONE_INDEX]:.2f}\n"
            f"full-text arm SQL p95 / the same on the plain lexeme index:"
            f" {p95[TEXT_ARM] / p95[TEXT_PLAIN]:.2f}; / the same scoring every match:"
            f" {p95[TEXT_ARM] / p95[UNGATED]:.2f}\n"
            f"SQL statements per recall: "
            + ", ".join(f"{name} {n:.1f}" for name, n in trips.items())
            + f"\nvector arm plans over {len(floor)} queries: "
            + ", ".join(f"{plan} {n}" for plan, n in sorted(plans.items()))
            + " (exact: a small visible set; hnsw+global: the global vectors through their own"
            " index, the rest apart); ties-aware counts a result as found when its distance"
            " equals the exact 10th (the corpus repeats texts, so ids tie)"
        )

    def _remember_latencies(
        self, users: list[Any], count: int, rng: random.Random, quiet: bool
    ) -> list[float]:
        """`count` timed `memory_remember` calls (the API's write path: scrubbing, dedup,
        embedding), each a new text, after up to WRITE_WARMUP untimed ones (a quarter of
        `count` at most): the first writes after start-up read the indexes' pages into memory,
        which a running service has done long before. The rows are deleted afterwards so the
        corpus stays as built."""
        latencies: list[float] = []
        made: list[Any] = []
        warmup = min(WRITE_WARMUP, count // 4)
        for n in track(
            range(warmup + count), "remember", console=PROGRESS, disable=quiet, transient=True
        ):
            principal = principal_for_user(rng.choice(users))
            content = f"{fill(rng.choice(TEMPLATES)[1], rng)} (bench write {n} {rng.random():.9f})"
            start = time.perf_counter()
            outcome = memory_remember(principal=principal, content=content, kind="fact")
            if n >= warmup:
                latencies.append((time.perf_counter() - start) * 1000)
            if not outcome.deduplicated:
                made.append(outcome.memory.id)
        Memory.objects.filter(id__in=made).delete()
        return latencies

    def _raw_floor(self, principal: Principal, query: str, vector: list[float]) -> list[Any]:
        """The index floor of a semantic recall for this caller: the query embedding computed
        while the GIN websearch statement runs, then the HNSW statement, each issued directly."""
        pending = embed_query_soon(get_embedder(), query)
        lexical_top10(principal, query)
        embedded = pending.result()[0]
        return vector_top10(principal, embedded, mode="hnsw")

    def _warm(self, cases: list[tuple[Principal, str]]) -> list[list[float]]:
        """Each case's query vector, embedded one at a time as recall does (a padded batch gives
        slightly other floats); then the buffer cache (index pages, heap), the per-process memo
        of large visible sets and the recall workers' connections are warmed, so the first path
        timed is not the cold one."""
        memory_recall(principal=cases[0][0], query="warm up", strategy="semantic", rerank=False)
        vectors = [get_embedder().embed([q])[0] for _, q in cases]
        for (principal, query), vector in zip(cases, vectors, strict=True):
            vector_top10(principal, vector, mode="hnsw")
            self._floor(principal, query, vector)
            memory_recall(principal=principal, query=query, strategy="semantic", rerank=False)
        return vectors

    def _statements(self, principal: Principal, query: str, strategy: str) -> int:
        with CaptureQueriesContext(connection) as captured:
            memory_recall(
                principal=principal, query=query, strategy=strategy, top_k=10, rerank=False
            )
        return len(captured.captured_queries)

    def _floor(
        self, principal: Principal, query: str, vector: list[float], *, overlap: str = ""
    ) -> VectorHits:
        """What a semantic recall cannot avoid: embed the query, run the pipeline's own full-text
        and vector SQL (same functions, same limits), and nothing else. `overlap="embed"` embeds
        on a worker thread while the full-text SQL runs; `overlap="arms"` embeds and then runs the
        vector SQL on a worker's own connection while the full-text SQL runs (as recall does;
        inside a transaction, as recall, only the embedding overlaps)."""
        limit = settings.RECALL_CANDIDATES
        visible_set = recall_set(principal=principal, filters=RecallFilters())

        def vector_arm(embedded: list[float]) -> VectorHits:
            # Recall's own vector SQL.
            return vector_search(
                visible_set, model=MODEL, dimensions=384, vector=embedded, limit=limit
            )

        if overlap == "arms" and workers.can_use_own_connection():
            visible_set.records_sql()  # compiled once, as recall does
            pending_hits = workers.submit_with_connection(
                lambda: vector_arm(get_embedder().embed([query])[0])
            )
            full_text_arm(visible_set, principal, query, limit)
            return pending_hits.result()
        if overlap:
            pending = embed_query_soon(get_embedder(), query)
            full_text_arm(visible_set, principal, query, limit)
            embedded = pending.result()[0]
        else:
            embedded = get_embedder().embed([query])[0]
            full_text_arm(visible_set, principal, query, limit)
        return vector_arm(embedded)

    def _arm(
        self,
        principal: Principal,
        query: str,
        vector: list[float],
        arm: str,
        *,
        by_class: bool = True,
        gate: bool = True,
    ) -> Any:
        """One of the two arms of a semantic recall alone, exactly as recall runs it; or, for
        comparison, searching one index for every class (`by_class=False`) or scoring every
        full-text match (`gate=False`), which recall never does."""
        limit = settings.RECALL_CANDIDATES
        visible_set = recall_set(principal=principal, filters=RecallFilters())
        if arm == "vector":
            return vector_search(
                visible_set, model=MODEL, dimensions=384, vector=vector, limit=limit,
                by_class=by_class,
            )  # fmt: skip
        if by_class and gate:
            full_text_arm(visible_set, principal, query, limit)
        else:
            bm25_search(
                visible_set, principal=principal, query=query, limit=limit,
                by_class=by_class, gate=gate,
            )  # fmt: skip
        return None
