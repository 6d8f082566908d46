"""The LoCoMo retrieval benchmark behind `manage.py bench_locomo`: retrieval on a LoCoMo-shaped
file through the product's own ingest, mining and recall.

Each sample gets a dedicated user `bench-locomo-<sample_id>` (so recall covers exactly that
sample's wing); every session is ingested as one conversation `<sample_id>/session-<n>` at the
session's date and mined synchronously (idempotent: a re-run ingests and mines nothing new).
Every question is asked through `memory_recall`; the ranked results are mapped to sessions and
dia_ids and scored with `palace.bench.locomo_metric` (see `bench/README.md`).
"""

from __future__ import annotations

import argparse
import contextlib
import re
import time
from typing import Any

from django.contrib.auth import get_user_model
from django.db.models import Q
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from memories.embeddings import EmbedderUnavailable, get_embedder
from memories.retrieval.pipeline import memory_recall
from memories.retrieval.types import RecallHit
from memories.scoping import Principal, principal_for_user
from palace.bench import ingest_sample, prepare_bench_run
from palace.bench.locomo_metric import QuestionScore, normalise_dia_id, score_question, summarise
from palace.mining.pipeline import conversation_mine
from palace.models import Conversation, Drawer

_SESSION_EXTERNAL_ID = re.compile(r"/session-(\d+)$")


def progress_bar(console: Console) -> Progress:
    return Progress(
        TextColumn("[progress.description]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=console,
        transient=True,
    )


def map_hits(owner_id: int, hits: list[RecallHit]) -> list[tuple[int | None, str | None]]:
    """Each hit's (session, dia_id), in rank order, with one query for the whole page.

    A drawer hit is found by its memory; a mined fact by the drawer at its pointer. A hit that
    maps to no drawer gives (None, None)."""
    ids = [hit.id for hit in hits]
    pointers = [hit.pointer for hit in hits if hit.pointer]
    rows = Drawer.objects.filter(room__wing__owner_id=owner_id).filter(
        Q(memory_id__in=ids) | Q(pointer__in=pointers)
    )
    by_memory: dict[Any, tuple[int | None, str | None]] = {}
    by_pointer: dict[str, tuple[int | None, str | None]] = {}
    for memory_id, pointer, external_id, conversation_external_id in rows.values_list(
        "memory_id", "pointer", "message__external_id", "room__conversation__external_id"
    ):
        turn = normalise_dia_id(external_id or "")
        match = _SESSION_EXTERNAL_ID.search(conversation_external_id or "")
        session = int(match.group(1)) if match else None
        if turn is not None:
            session = int(turn[1:].split(":")[0])
        by_memory[memory_id] = by_pointer[pointer] = (session, turn)
    return [by_memory.get(hit.id) or by_pointer.get(hit.pointer) or (None, None) for hit in hits]


def sample_range(text: str) -> slice:
    """`START:END` (either may be left out, counted from 0) as the slice of samples it names."""
    start, sep, end = text.partition(":")
    try:
        if not sep:
            raise ValueError
        return slice(int(start) if start else None, int(end) if end else None)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not START:END (e.g. 0:4)") from None


def ingest_and_mine(samples: list[dict[str, Any]], console: Console) -> dict[str, Principal]:
    principals: dict[str, Principal] = {}
    conversations: list[Conversation] = []
    for sample in samples:
        name = str(sample["sample_id"])
        user, _ = get_user_model().objects.get_or_create(username=f"bench-locomo-{name}")
        principals[name] = principal_for_user(user)
        conversations += ingest_sample(sample, principals[name])
    pending = [c for c in conversations if c.mining_status != Conversation.MiningStatus.DONE]
    console.print(
        f"{len(samples)} samples, {len(conversations)} sessions ({len(pending)} to mine)."
    )
    with progress_bar(console) as progress:
        task = progress.add_task("Mining sessions", total=len(pending))
        for conversation in pending:
            conversation_mine(conversation_id=str(conversation.pk))
            progress.advance(task)
    return principals


def ask(
    samples: list[dict[str, Any]],
    principals: dict[str, Principal],
    options: dict[str, Any],
    console: Console,
) -> tuple[list[QuestionScore], list[float]]:
    scores: list[QuestionScore] = []
    latencies: list[float] = []
    total = sum(len(s.get("qa", [])) for s in samples)
    with contextlib.suppress(EmbedderUnavailable):
        get_embedder().embed(["warm up"])  # time recall, not the model load
    with progress_bar(console) as progress:
        task = progress.add_task("Asking questions", total=total)
        for sample in samples:
            principal = principals[str(sample["sample_id"])]
            for qa in sample.get("qa", []):
                began = time.perf_counter()
                result = memory_recall(
                    principal=principal,
                    query=str(qa["question"]),
                    strategy=options["strategy"],
                    top_k=options["top_k"],
                )
                latencies.append((time.perf_counter() - began) * 1000)
                mapped = map_hits(principal.user_id, result.results)
                scores.append(
                    score_question(
                        category=int(qa.get("category", 0)),
                        evidence=[str(e) for e in qa.get("evidence") or []],
                        ranked_sessions=[session for session, _ in mapped],
                        ranked_turns=[turn for _, turn in mapped],
                    )
                )
                progress.advance(task)
    return scores, latencies


def run_locomo(
    samples: list[dict[str, Any]], options: dict[str, Any], console: Console
) -> dict[str, Any]:
    """Ingest and mine the samples, ask every question (`options`: strategy, top_k), and the
    report: the scores (`locomo_metric.summarise`), the samples, the settings and the times."""
    prepare_bench_run()
    started = time.perf_counter()
    principals = ingest_and_mine(samples, console)
    mined = time.perf_counter()
    scores, latencies = ask(samples, principals, options, console)
    finished = time.perf_counter()
    report: dict[str, Any] = summarise(scores, latencies)
    report.update(
        samples=[str(s["sample_id"]) for s in samples],
        strategy=options["strategy"],
        top_k=options["top_k"],
        seconds={
            "ingest_and_mine": round(mined - started, 1),
            "questions": round(finished - mined, 1),
            "total": round(finished - started, 1),
        },
    )
    return report
