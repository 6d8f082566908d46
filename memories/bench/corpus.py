"""The recall benchmark's corpus: texts made from templates (`fill`), who the rows belong to
(`Shape`: users, global rows, a shared project), the bulk build of any such rows with vectors
computed once per distinct text, and the settling a running service would do after it.
`bench_recall` and `bench_mem0` build on it."""

from __future__ import annotations

import random
import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from django.contrib.auth import get_user_model
from django.db import connection, transaction
from rich.console import Console
from rich.progress import Progress

from memories.embeddings import get_embedder
from memories.embeddings.base import text_hash
from memories.embeddings.bulk import embed_bulk
from memories.embeddings.storage import embedding_text
from memories.models import Memory, MemoryEmbedding, Project, ProjectMembership
from memories.services.rules.validation import content_hash
from memories.services.upkeep.class_indexes import maintain_class_indexes
from memories.services.upkeep.term_stats import after_bulk_load

PROGRESS = Console(stderr=True)  # progress bars on stderr, the report on stdout
MODEL = "all-MiniLM-L6-v2"
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


def bench_users(count: int) -> list[Any]:
    user_model = get_user_model()
    names = [f"bench-{n:04d}" for n in range(count)]
    have = set(user_model.objects.filter(username__in=names).values_list("username", flat=True))
    user_model.objects.bulk_create([user_model(username=n) for n in names if n not in have])
    return list(user_model.objects.filter(username__in=names).order_by("username"))


def corpus_rows(shape: Shape, count: int, rng: random.Random) -> Iterator[Memory]:
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


def corpus_build(
    rows: Iterator[Memory],
    stdout: Any,
    count: int,
    *,
    batch: int,
    quiet: bool,
    wipe: bool,
) -> float:
    """Write `count` of `rows` with their vectors, `batch` at a time: each distinct text is
    embedded once, on every core (the bulk paths' `embed_bulk`), and a load of 20 000 rows or
    more builds the HNSW index once at the end instead of row by row. Returns the seconds."""
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
                known.update(zip(fresh, embed_bulk(fresh), strict=True))
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
        stdout.write("building the HNSW index…")
        with connection.cursor() as cursor:
            cursor.execute("SET maintenance_work_mem = '1GB'")
            cursor.execute("SET max_parallel_maintenance_workers = 2")
            cursor.execute(
                "CREATE INDEX IF NOT EXISTS memory_embedding_hnsw_minilm ON "
                "memories_memoryembedding USING hnsw ((embedding::vector(384)) "
                "vector_cosine_ops) WHERE model = 'all-MiniLM-L6-v2'"
            )
    return time.perf_counter() - started


def corpus_settle(stdout: Any) -> None:
    """What a running service does after a bulk load: beat builds a large class's own vector
    index (every RECALL_CLASS_INDEX_SECONDS), and the load ends with its term counts folded, the
    recall tables vacuumed and analysed and its pages written (`after_bulk_load`)."""
    started = time.perf_counter()
    indexes = maintain_class_indexes()
    if indexes.built or indexes.dropped:
        stdout.write(
            f"class vector indexes built for {indexes.built or 'no class'}, dropped for"
            f" {indexes.dropped or 'no class'} in {time.perf_counter() - started:.1f} s"
        )
    started = time.perf_counter()
    folded = after_bulk_load()
    stdout.write(
        f"bulk load settled ({folded} term count rows folded, VACUUM ANALYZE, CHECKPOINT)"
        f" in {time.perf_counter() - started:.1f} s"
    )
