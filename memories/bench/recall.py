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
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.db import connection, transaction
from django.test.utils import CaptureQueriesContext, override_settings
from rich.console import Console
from rich.progress import Progress, track

from memories.embeddings import get_embedder
from memories.embeddings.base import text_hash
from memories.embeddings.storage import embedding_text
from memories.models import Memory, MemoryEmbedding, Project, ProjectMembership
from memories.retrieval.bm25 import bm25_search
from memories.retrieval.lexical import LEXICAL_SQL
from memories.retrieval.pipeline import full_text_arm, memory_recall, recall_set
from memories.retrieval.types import RecallFilters, VectorHits
from memories.retrieval.vector_arm import vector_search
from memories.retrieval.visible import VisibleSet, recall_queryset
from memories.scoping import Principal, principal_for_user
from memories.search import workers
from memories.search.indexes import vector_literal
from memories.search.models_in_use import embed_query_soon
from memories.search.vector_sql import vector_sql
from memories.services.class_indexes import maintain_class_indexes
from memories.services.memory import memory_remember
from memories.services.term_stats import after_bulk_load
from memories.services.validation import content_hash
from memories.sql_params import named_one

PROGRESS = Console(stderr=True)  # progress bars on stderr, the report on stdout

MODEL = "all-MiniLM-L6-v2"
WRITE_WARMUP = 30  # untimed memory_remember calls before the timed ones
FLOOR = "floor: embed, vector, text"
EMBED_OVERLAPPED = "floor: embed || text, vector"
OVERLAPPED = "floor: text || embed, vector"
RAW_FLOOR = "raw floor: embed || GIN, HNSW"
EXACT_SQL = (
    "SELECT e.memory_id, (e.embedding::vector(384)) <=> %(vector)s::vector(384) AS distance"
    " FROM memories_memoryembedding e WHERE e.model = %(model)s AND e.memory_id IN ({sub_sql})"
    " ORDER BY distance, e.memory_id LIMIT %(limit)s"
)

ONE_CONNECTION = "recall semantic, in a transaction"
VECTOR_ARM = "recall's vector arm SQL"
VECTOR_ONE_INDEX = "vector arm SQL, one index"
TEXT_ARM = "recall's full-text arm SQL"
TEXT_PLAIN = "full-text arm SQL, plain lexemes"
UNGATED = "full-text arm, every match scored"
PEOPLE = [
    "dana", "eli", "farah", "goran", "hana", "ivo", "jun", "kira", "lena", "mateo", "nia",
    "omar", "pia", "quinn", "rosa", "sven", "tara", "uma", "viktor", "wen"
]  # fmt: skip
TOOLS = [
    "python", "rust", "go", "postgres", "redis", "kafka", "terraform", "kubernetes", "vim",
    "emacs", "vscode", "docker", "grafana", "sentry", "celery", "django", "react", "typescript",
    "airflow", "spark"
]  # fmt: skip
SERVICES = [
    "billing", "search", "auth", "ingest", "payments", "notifications", "reporting", "checkout",
    "inventory", "analytics", "gateway", "scheduler"
]  # fmt: skip
TASKS = [
    "data pipelines", "code review", "deployments", "incident response", "load tests",
    "database migrations", "on-call handover", "release notes", "unit tests", "backups"
]  # fmt: skip
DAYS = [
    "monday", "tuesday", "wednesday", "thursday", "friday", "the weekend", "month end"
]  # fmt: skip
FOODS = [
    "sushi", "ramen", "tacos", "falafel", "pizza", "curry", "salad", "dumplings"
]  # fmt: skip
TEMPLATES: list[tuple[str, str]] = [
    ("preference", "{p} prefers {t} for {task}"),
    ("preference", "{p} likes to eat {f} on {d}"),
    ("fact", "The {s} service runs on {t} and is owned by {p}"),
    ("warning", "Never deploy the {s} service on {d}; {p} got paged last time"),
    ("decision", "We decided to migrate {s} from {t} to {t2} before {d}"),
    ("workflow", "For {task} on {s}, {p} runs the {t} checklist first"),
    ("event", "{p} fixed an outage in {s} caused by a {t} upgrade on {d}"),
    ("learning", "Caching {s} responses in {t} cut latency for {task}"),
    ("fact", "{p} is the contact person for {s} questions about {task}"),
    ("pattern", "Incidents in {s} usually follow {t} config changes made on {d}"),
]
QUERIES = [
    "what does {p} prefer for {task}?",
    "which tool does the {s} service use",
    "who owns {s}",
    "is it safe to deploy {s} on {d}",
    "what food does {p} like",
    "how do we handle {task} for {s}",
    "outage in {s} after an upgrade",
    "{t} migration plans",
]  # fmt: skip


def fill(template: str, rng: random.Random) -> str:
    t1, t2 = rng.sample(TOOLS, 2)
    return template.format(
        p=rng.choice(PEOPLE).title(), t=t1, t2=t2, s=rng.choice(SERVICES),
        task=rng.choice(TASKS), d=rng.choice(DAYS), f=rng.choice(FOODS),
    )  # fmt: skip


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


@dataclass(frozen=True)
class Shape:
    """Who the corpus belongs to: the bench users, the share of global rows, and the shared
    project (bench-shared) with its members and share of rows, when there is one."""

    users: list[Any]
    global_share: float
    members: list[Any]
    shared_share: float
    project: Project | None

    @classmethod
    def of(cls, opts: dict[str, Any], users: list[Any]) -> Shape:
        total = max(int(opts["memories"]), 1)
        global_rows = opts.get("global_rows")
        global_share = 0.05 if global_rows is None else min(1.0, int(global_rows) / total)
        shared_rows = int(opts.get("shared_rows") or 0)
        if shared_rows <= 0:
            return cls(users, global_share, [], 0.0, None)
        members = users[: max(1, int(opts.get("shared_members") or 1))]
        if len(members) >= len(users):
            raise SystemExit("--shared-members must leave some users outside the shared project")
        project, _ = Project.objects.get_or_create(
            slug="bench-shared", defaults={"name": "bench shared corpus"}
        )
        have = set(project.members.values_list("id", flat=True))
        ProjectMembership.objects.bulk_create(
            ProjectMembership(project=project, user=user) for user in members if user.pk not in have
        )
        return cls(users, global_share, members, min(1.0, shared_rows / total), project)

    def cohort(self, rng: random.Random, n: int) -> tuple[str, Any]:
        """The n-th query's cohort and user: with a shared project, every other query is one
        of its members' ("shared"), the rest are the other users' ("own")."""
        if self.members and n % 2 == 0:
            return "shared", rng.choice(self.members)
        outside = self.users[len(self.members) :]
        return "own", rng.choice(outside)


class RecallBench:
    """The benchmark itself; it writes its report to `stdout` (anything with a `write`)."""

    def __init__(self, stdout: Any) -> None:
        self.stdout = stdout

    def run(self, opts: dict[str, Any]) -> None:
        call_command("migrate", interactive=False, verbosity=0)
        rng = random.Random(opts["seed"])
        users = self._users(opts["users"])
        shape = Shape.of(opts, users)
        existing = Memory.objects.filter(owner__username__startswith="bench-").count()
        if opts["reuse"] and existing >= opts["memories"]:
            self.stdout.write(f"reusing the bench corpus ({existing} memories)")
        else:
            build = self._build(
                shape,
                opts["memories"] - (existing if opts["reuse"] else 0),
                rng,
                batch=opts["batch"],
                quiet=opts["quiet"],
                wipe=not opts["reuse"],
            )
            self.stdout.write(f"corpus built in {build:.1f} s")
        # What beat does every RECALL_CLASS_INDEX_SECONDS: a large class's own vector index.
        started = time.perf_counter()
        indexes = maintain_class_indexes()
        if indexes.built or indexes.dropped:
            self.stdout.write(
                f"class vector indexes built for {indexes.built or 'no class'}, dropped for"
                f" {indexes.dropped or 'no class'} in {time.perf_counter() - started:.1f} s"
            )
        # What a bulk load ends with: the appended term counts folded, the recall tables vacuumed
        # and analysed, the load's pages written (memories.services.term_stats.after_bulk_load).
        started = time.perf_counter()
        folded = after_bulk_load()
        self.stdout.write(
            f"bulk load settled ({folded} term count rows folded, VACUUM ANALYZE, CHECKPOINT)"
            f" in {time.perf_counter() - started:.1f} s"
        )
        report = self._measure(shape, opts["queries"], rng, opts["quiet"], writes=opts["writes"])
        if opts["json_path"]:
            with open(opts["json_path"], "w", encoding="utf-8") as handle:
                json.dump(report, handle, indent=2)
            self.stdout.write(f"figures written to {opts['json_path']}")

    def _users(self, count: int) -> list[Any]:
        user_model = get_user_model()
        names = [f"bench-{n:04d}" for n in range(count)]
        have = set(user_model.objects.filter(username__in=names).values_list("username", flat=True))
        user_model.objects.bulk_create([user_model(username=n) for n in names if n not in have])
        return list(user_model.objects.filter(username__in=names).order_by("username"))

    def _rows(self, shape: Shape, count: int, rng: random.Random) -> Iterator[Memory]:
        for _ in range(count):
            kind, template = rng.choice(TEMPLATES)
            content = fill(template, rng)
            draw = rng.random()
            person = next((p for p in PEOPLE if p.title() in content), "")
            row = Memory(
                owner=rng.choice(shape.users), content=content, kind=kind, scope="user",
                content_hash=content_hash(content), tags=[kind],
                entities=[f"urn:person:{person}"] if person else [],
                confidence=round(rng.uniform(0.4, 1.0), 2),
            )  # fmt: skip
            if draw < shape.global_share:
                row.scope = "global"
            elif shape.project is not None and draw < shape.global_share + shape.shared_share:
                row.scope, row.project = "project", shape.project
                row.owner = rng.choice(shape.members)
            yield row

    def _build(
        self,
        shape: Shape,
        count: int,
        rng: random.Random,
        *,
        batch: int,
        quiet: bool,
        wipe: bool,
    ) -> float:
        started = time.perf_counter()
        if wipe:
            Memory.objects.filter(owner__username__startswith="bench-").delete()
        embedder = get_embedder()
        if embedder.model != MODEL:
            raise SystemExit(f"bench_recall embeds with {MODEL}; configured is {embedder.model!r}")
        rebuild = count >= 20_000  # bulk loads build the HNSW graph faster once, at the end
        if rebuild:
            with connection.cursor() as cursor:
                cursor.execute("DROP INDEX IF EXISTS memory_embedding_hnsw_minilm")
        rows = self._rows(shape, count, rng)
        known: dict[str, list[float]] = {}  # a repeated text reuses its vector
        with Progress(console=PROGRESS, disable=quiet) as bar:
            task = bar.add_task("embedding", total=count)
            while True:
                chunk = [m for _, m in zip(range(batch), rows, strict=False)]
                if not chunk:
                    break
                texts = [embedding_text(content=m.content, kind=m.kind) for m in chunk]
                fresh = list(dict.fromkeys(t for t in texts if t not in known))
                if fresh:
                    known.update(zip(fresh, embedder.embed(fresh), strict=True))
                vectors = [known[t] for t in texts]
                with transaction.atomic():
                    Memory.objects.bulk_create(chunk)
                    MemoryEmbedding.objects.bulk_create(
                        MemoryEmbedding(memory=m, model=MODEL, dimensions=len(v), embedding=v,
                                        text_hash=text_hash(t))
                        for m, t, v in zip(chunk, texts, vectors, strict=True)
                    )  # fmt: skip
                bar.advance(task, len(chunk))
        if rebuild:
            self.stdout.write("building the HNSW index…")
            with connection.cursor() as cursor:
                cursor.execute("SET maintenance_work_mem = '1GB'")
                cursor.execute("SET max_parallel_maintenance_workers = 2")
                cursor.execute(
                    "CREATE INDEX IF NOT EXISTS memory_embedding_hnsw_minilm ON "
                    "memories_memoryembedding USING hnsw ((embedding::vector(384)) "
                    "vector_cosine_ops) WHERE model = 'all-MiniLM-L6-v2'"
                )
        return time.perf_counter() - started

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
        visible_by = _visible_by(cases, cohorts)
        visible = statistics.mean(visible_by[c] for c in cohorts)
        self.stdout.write(
            f"\ncorpus: {total} memories, {len(users)} bench users, ~{visible:.0f} visible per "
            f"user ({visible / max(total, 1):.1%}), {count} queries, top_k=10, "
            f"{settings.RECALL_CANDIDATES} candidates per arm, "
            f"ef_search={settings.RECALL_HNSW_EF_SEARCH}\n"
        )
        self.stdout.write(_table(results, recall))
        p95 = {name: _percentile(latencies, 0.95) for name, latencies in results}
        self._ratios(p95, floor, cases)
        report = _report(
            results, recall, total=total, users=len(users), visible=visible, queries=count,
            writes=write_ms,
        )  # fmt: skip
        if len(visible_by) > 1:
            report["cohorts"] = _cohorts(results, cohorts, visible_by)
            self.stdout.write(_cohort_lines(report["cohorts"]))
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
        planned = timed("floor vector (planner)", lambda p, q, v: self._vector(p, v, mode="plan"))
        hnsw = timed("floor vector (HNSW)", lambda p, q, v: self._vector(p, v, mode="hnsw"))
        exact = timed("exact vector (no index)", lambda p, q, v: self._vector(p, v, mode="exact"))
        timed("floor lexical (GIN)", lambda p, q, v: self._lexical(p, q))
        timed(VECTOR_ARM, lambda p, q, v: self._arm(p, q, v, "vector"))
        # The same search through the one HNSW index for every class (no split by class).
        timed(VECTOR_ONE_INDEX, lambda p, q, v: self._arm(p, q, v, "vector", by_class=False))
        timed(TEXT_ARM, lambda p, q, v: self._arm(p, q, v, "text"))
        # The same statement reading the plain lexeme index; then scoring every match (no gate).
        timed(TEXT_PLAIN, lambda p, q, v: self._arm(p, q, v, "text", by_class=False))
        timed(UNGATED, lambda p, q, v: self._arm(p, q, v, "text", gate=False))
        arm = [[(row[0], 1.0 - row[1]) for row in hits.rows[:10]] for hits in floor]
        return {
            "floor vector (planner)": _recall_at_10(planned, exact),
            "floor vector (HNSW)": _recall_at_10(hnsw, exact),
            FLOOR: _recall_at_10(arm, exact),
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
        self._lexical(principal, query)
        embedded = pending.result()[0]
        return self._vector(principal, embedded, mode="hnsw")

    def _warm(self, cases: list[tuple[Principal, str]]) -> list[list[float]]:
        """Each case's query vector, embedded one at a time as recall does (a padded batch gives
        slightly other floats); then the buffer cache (index pages, heap), the per-process memo
        of large visible sets and the recall workers' connections are warmed, so the first path
        timed is not the cold one."""
        memory_recall(principal=cases[0][0], query="warm up", strategy="semantic", rerank=False)
        vectors = [get_embedder().embed([q])[0] for _, q in cases]
        for (principal, query), vector in zip(cases, vectors, strict=True):
            self._vector(principal, vector, mode="hnsw")
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

    def _vector(self, principal: Principal, vector: list[float], *, mode: str) -> list[Any]:
        """The HNSW-shaped vector SQL, top 10: `plan` lets the planner choose, `hnsw` forces the
        index path (iterative scan), `exact` forbids index scans. Rows: (id, distance)."""
        visible_set = VisibleSet(recall_queryset(principal=principal, filters=RecallFilters()))
        sub_sql, sub_params = named_one(*visible_set.ids_sql(), "visible")
        with transaction.atomic(), connection.cursor() as cursor:
            if mode == "exact":
                cursor.execute("SET LOCAL enable_indexscan = off")
            else:
                cursor.execute(
                    "SELECT set_config('hnsw.iterative_scan', 'relaxed_order', true),"
                    " set_config('hnsw.ef_search', %(ef_search)s, true),"
                    " set_config('hnsw.max_scan_tuples', %(max_scan_tuples)s, true)",
                    {
                        "ef_search": str(settings.RECALL_HNSW_EF_SEARCH),
                        "max_scan_tuples": str(settings.RECALL_HNSW_MAX_SCAN_TUPLES),
                    },
                )
            if mode == "hnsw":
                cursor.execute("SET LOCAL enable_sort = off")
            sql = vector_sql(model=MODEL, dimensions=384, sub_sql=sub_sql)
            if mode == "exact":
                # Ground truth: the visible set joined to every vector and sorted (the index
                # path's per-entry probe would be a lookup per vector here).
                sql = EXACT_SQL.format(sub_sql=sub_sql)
            params = {**sub_params, "vector": vector_literal(vector), "model": MODEL, "limit": 10}
            cursor.execute(sql, params)
            return [(row[0], float(row[1])) for row in cursor.fetchall()]

    def _lexical(self, principal: Principal, query: str) -> list[Any]:
        visible_set = VisibleSet(recall_queryset(principal=principal, filters=RecallFilters()))
        sub_sql, sub_params = named_one(*visible_set.ids_sql(), "visible")
        with connection.cursor() as cursor:
            cursor.execute(
                LEXICAL_SQL.format(
                    tsquery="websearch_to_tsquery('english', %(query)s)", sub=sub_sql
                ),
                {**sub_params, "query": query, "limit": 10},
            )
            return [row[0] for row in cursor.fetchall()]


def _report(
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
        "semantic_p50_ms": round(_percentile(semantic, 0.5), 2),
        "semantic_p95_ms": round(_percentile(semantic, 0.95), 2),
        # The strategy every caller gets by default, beside semantic.
        "auto_p50_ms": round(_percentile(by_name["recall auto"], 0.5), 2),
        "auto_p95_ms": round(_percentile(by_name["recall auto"], 0.95), 2),
        "semantic_one_connection_p95_ms": round(_percentile(by_name[ONE_CONNECTION], 0.95), 2),
        "raw_floor_p50_ms": round(_percentile(floor, 0.5), 2),
        "raw_floor_p95_ms": round(_percentile(floor, 0.95), 2),
        "text_arm_p50_ms": round(_percentile(by_name[TEXT_ARM], 0.5), 2),
        "text_arm_p95_ms": round(_percentile(by_name[TEXT_ARM], 0.95), 2),
        "text_arm_plain_p95_ms": round(_percentile(by_name[TEXT_PLAIN], 0.95), 2),
        "text_arm_ungated_p95_ms": round(_percentile(by_name[UNGATED], 0.95), 2),
        "vector_arm_p95_ms": round(_percentile(by_name[VECTOR_ARM], 0.95), 2),
        "vector_arm_one_index_p95_ms": round(_percentile(by_name[VECTOR_ONE_INDEX], 0.95), 2),
        "semantic_p95_over_raw_floor": round(
            _percentile(semantic, 0.95) / _percentile(floor, 0.95), 3
        ),
        "query_embedding_p50_ms": round(_percentile(by_name["query embedding"], 0.5), 2),
        # Recall's own vector arm (routed by class) against exact search; then the one HNSW
        # index over every vector, searched with the caller's visibility filter.
        "index_recall_at_10": round(recall[FLOOR][0], 4),
        "index_recall_at_10_ties_aware": round(recall[FLOOR][1], 4),
        "one_index_recall_at_10": round(recall["floor vector (HNSW)"][0], 4),
        "one_index_recall_at_10_ties_aware": round(recall["floor vector (HNSW)"][1], 4),
        "remember_p50_ms": round(_percentile(writes, 0.5), 2),
        "remember_p95_ms": round(_percentile(writes, 0.95), 2),
        "paths": {
            name: {
                "p50_ms": round(_percentile(latencies, 0.5), 2),
                "p95_ms": round(_percentile(latencies, 0.95), 2),
            }
            for name, latencies in results
        },
    }


def _table(results: list[tuple[str, list[float]]], recall: dict[str, tuple[float, float]]) -> str:
    """Every timed path's p50, p95 and rate, with the index recall where it was measured."""
    header = f"{'path':<30}{'p50 ms':>8}{'p95 ms':>8}{'qps':>8}{'recall@10':>11}{'ties-aware':>12}"
    lines = [header, "-" * len(header)]
    for name, latencies in results:
        qps = 1000 * len(latencies) / sum(latencies)
        by_id, ties = recall.get(name, (None, None))
        extra = "" if by_id is None else f"{by_id:>11.3f}{ties:>12.3f}"
        p50, p95 = _percentile(latencies, 0.5), _percentile(latencies, 0.95)
        lines.append(f"{name:<30}{p50:>8.2f}{p95:>8.2f}{qps:>8.1f}{extra}")
    return "\n".join(lines)


def _visible_by(cases: list[tuple[Principal, str]], cohorts: list[str]) -> dict[str, float]:
    """Each cohort's mean visible set (counted for its first ten queries' callers)."""
    found: dict[str, float] = {}
    for cohort in dict.fromkeys(cohorts):
        callers = [p for (p, _), c in zip(cases, cohorts, strict=True) if c == cohort][:10]
        found[cohort] = statistics.mean(
            recall_queryset(principal=p, filters=RecallFilters()).count() for p in callers
        )
    return found


def _cohort_lines(cohorts: dict[str, dict[str, Any]]) -> str:
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


def _cohorts(
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
            "semantic_p50_ms": round(_percentile(semantic, 0.5), 2),
            "semantic_p95_ms": round(_percentile(semantic, 0.95), 2),
            "auto_p50_ms": round(_percentile(auto, 0.5), 2),
            "auto_p95_ms": round(_percentile(auto, 0.95), 2),
            "raw_floor_p50_ms": round(_percentile(floor, 0.5), 2),
            "raw_floor_p95_ms": round(_percentile(floor, 0.95), 2),
            "text_arm_p95_ms": round(_percentile(text, 0.95), 2),
            "text_arm_ungated_p95_ms": round(_percentile(ungated, 0.95), 2),
            "vector_arm_p95_ms": round(_percentile(vector, 0.95), 2),
            "vector_arm_one_index_p95_ms": round(_percentile(one_index, 0.95), 2),
        }
    return figures


def _recall_at_10(found: list[Any], exact: list[Any]) -> tuple[float, float]:
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
