"""LongMemEval through the product: ingest an instance's haystack, ask its question, score it.

Each instance gets its own user (`bench-lme-<question_id>`), so a question is asked over exactly
its own haystack, as LongMemEval intends. Every haystack session is one conversation
(`<question_id>/<session_id>`, at the session's date), each turn one message whose external id
is `<session_id>#<index>`; mining makes one drawer per turn. A recall's hits map back to sessions
and turns through their drawers (a mined fact through the drawer at its pointer).

Scores, per question: session recall@k against `answer_session_ids` and turn recall@k against
the turns marked `has_answer` (both with `palace.bench.locomo_metric`'s recall functions: the
same de-duplicated top-k rule as the LoCoMo report). Abstention questions (`_abs`) have no
answer in their haystack: they are counted apart and left out of the means, as LongMemEval's own
retrieval scoring leaves them out.
"""

from __future__ import annotations

import contextlib
import re
import time
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any

from django.contrib.auth import get_user_model
from django.core.management.base import CommandError
from django.db.models import Q
from rich.console import Console

from memories.embeddings import EmbedderUnavailable, get_embedder
from memories.models import SOURCE_QA
from memories.retrieval.pipeline import memory_recall
from memories.retrieval.types import RecallHit
from memories.scoping import Principal, principal_for_user
from memories.usage import usage_flush, usage_note
from memory_project.llm import LLMError, chat, untrusted
from palace.bench import prepare_bench_run
from palace.bench.locomo_metric import KS, any_hit_at_k, percentile, recall_at_k
from palace.bench.locomo_retrieval import progress_bar
from palace.longmemeval import Instance, turn_key
from palace.mining.pipeline import conversation_mine
from palace.models import Conversation, Drawer
from palace.services.conversations import MessageIn, conversation_ingest

_TURN_ID = re.compile(r"^(?P<session>.+)#(?P<index>\d+)$")


def ingest_instance(instance: Instance, principal: Principal) -> list[Conversation]:
    """One conversation per non-empty haystack session; idempotent by external id."""
    conversations = []
    for session in instance.sessions:
        turns = [t for t in session.turns if t.content]
        if not turns:
            continue
        messages = [
            MessageIn(
                speaker=turn.role,
                role=turn.role if turn.role in {"user", "assistant"} else "user",
                content=turn.content,
                external_id=turn_key(session.session_id, turn.index),
                sent_at=session.started_at + timedelta(seconds=i),
            )
            for i, turn in enumerate(turns)
        ]
        conversation, _ = conversation_ingest(
            principal=principal,
            external_id=f"{instance.question_id}/{session.session_id}"[:200],
            title=f"{instance.question_id} {session.session_id}"[:200],
            started_at=session.started_at,
            messages=messages,
        )
        conversations.append(conversation)
    return conversations


def map_hits(owner_id: int, hits: list[RecallHit]) -> list[tuple[str | None, str | None]]:
    """Each hit's (session_id, turn key), in rank order, with one query for the page."""
    ids = [hit.id for hit in hits]
    pointers = [hit.pointer for hit in hits if hit.pointer]
    rows = Drawer.objects.filter(room__wing__owner_id=owner_id).filter(
        Q(memory_id__in=ids) | Q(pointer__in=pointers)
    )
    by_memory: dict[Any, tuple[str | None, str | None]] = {}
    by_pointer: dict[str, tuple[str | None, str | None]] = {}
    for memory_id, pointer, external_id in rows.values_list(
        "memory_id", "pointer", "message__external_id"
    ):
        match = _TURN_ID.match(external_id or "")
        mapped = (match.group("session"), external_id) if match else (None, None)
        by_memory[memory_id] = by_pointer[pointer] = mapped
    return [by_memory.get(hit.id) or by_pointer.get(hit.pointer) or (None, None) for hit in hits]


@dataclass
class QuestionResult:
    question_id: str
    question_type: str
    abstention: bool
    scores: dict[str, float] = field(default_factory=dict)  # session_* always, turn_* if gold
    answer: str | None = None  # the reader model's, with --qa
    answer_contains_gold: bool | None = None


def score(instance: Instance, mapped: list[tuple[str | None, str | None]]) -> QuestionResult:
    sessions = [s for s, _ in mapped]
    turns = [t for _, t in mapped]
    scores: dict[str, float] = {}
    gold_sessions = set(instance.answer_session_ids)
    gold_turns = set(instance.answer_turns)
    for k in KS:
        scores[f"session_recall@{k}"] = recall_at_k(sessions, gold_sessions, k)
        scores[f"session_any_hit@{k}"] = any_hit_at_k(sessions, gold_sessions, k)
        if gold_turns:
            scores[f"turn_recall@{k}"] = recall_at_k(turns, gold_turns, k)
    return QuestionResult(
        question_id=instance.question_id,
        question_type=instance.question_type,
        abstention=instance.abstention,
        scores=scores,
    )


def _mean(results: list[QuestionResult], key: str) -> tuple[float | None, int]:
    values = [r.scores[key] for r in results if key in r.scores]
    return (sum(values) / len(values) if values else None), len(values)


SCORE_KEYS = tuple(
    f"{level}@{k}" for level in ("session_recall", "session_any_hit", "turn_recall") for k in KS
)


def summarise(results: list[QuestionResult]) -> dict[str, Any]:
    """Means over the answerable questions, overall and per question type; turn recall over
    the questions that mark answer turns (`turn_questions` says how many)."""
    answerable = [r for r in results if not r.abstention]

    def block(rows: list[QuestionResult]) -> dict[str, Any]:
        out: dict[str, Any] = {"questions": len(rows)}
        for key in SCORE_KEYS:
            mean, n = _mean(rows, key)
            out[key] = None if mean is None else round(mean, 4)
            if key.startswith("turn_"):
                out["turn_questions"] = n
        answered = [r for r in rows if r.answer_contains_gold is not None]
        if answered:
            out["qa_contains_gold"] = round(
                sum(1 for r in answered if r.answer_contains_gold) / len(answered), 4
            )
        return out

    types = sorted({r.question_type for r in answerable})
    return {
        **block(answerable),
        "abstention_questions": len(results) - len(answerable),
        "per_type": {t: block([r for r in answerable if r.question_type == t]) for t in types},
    }


_NORMALISE = re.compile(r"[^a-z0-9 ]+")


def _normalised(text: str) -> str:
    return " ".join(_NORMALISE.sub(" ", text.lower()).split())


def answer_question(instance: Instance, hits: list[RecallHit], *, context_hits: int) -> str:
    """The reader model answers from the top `context_hits` recalled memories (the QA
    stage); its tokens are counted as `memory_qa`."""
    lines = []
    for hit in hits[:context_hits]:
        when = f"[{hit.created_at:%Y-%m-%d}] " if hit.created_at else ""
        lines.append(f"{when}{hit.content}")
    messages = [
        {
            "role": "system",
            "content": "Answer the question from the memories given. Be brief. If they do not "
            "hold the answer, say you do not know.",
        },
        {
            "role": "user",
            "content": f"Memories:\n{untrusted(chr(10).join(lines))}\n\n"
            f"Question: {untrusted(instance.question, label='question')}",
        },
    ]
    result = chat(messages, purpose="benchmark")
    usage_note(SOURCE_QA, tokens=result.usage.total_tokens)
    return result.content.strip()


def contains_gold(answer: str, gold: str) -> bool:
    """A crude, LLM-free check: the normalised gold answer appears in the reader's answer.
    (LongMemEval's own QA score asks a GPT-4o judge; this is not that.)"""
    wanted = _normalised(gold)
    return bool(wanted) and wanted in _normalised(answer)


def ingest_and_mine(instances: list[Instance], console: Console) -> dict[str, Any]:
    users: dict[str, Any] = {}
    conversations: list[Conversation] = []
    with progress_bar(console) as progress:
        task = progress.add_task("Ingesting haystacks", total=len(instances))
        for instance in instances:
            name = f"bench-lme-{instance.question_id}"[:150]
            user, _ = get_user_model().objects.get_or_create(username=name)
            users[instance.question_id] = user
            conversations += ingest_instance(instance, principal_for_user(user))
            progress.advance(task)
    pending = [c for c in conversations if c.mining_status != Conversation.MiningStatus.DONE]
    console.print(
        f"{len(instances)} questions, {len(conversations)} haystack sessions "
        f"({len(pending)} to mine)."
    )
    with progress_bar(console) as progress:
        task = progress.add_task("Mining sessions", total=len(pending))
        for conversation in pending:
            conversation_mine(conversation_id=str(conversation.pk))
            progress.advance(task)
    return users


def ask(
    instances: list[Instance],
    users: dict[str, Any],
    options: dict[str, Any],
    console: Console,
) -> tuple[list[QuestionResult], list[float]]:
    results: list[QuestionResult] = []
    latencies: list[float] = []
    with contextlib.suppress(EmbedderUnavailable):
        get_embedder().embed(["warm up"])  # time recall, not the model load
    with progress_bar(console) as progress:
        task = progress.add_task("Asking questions", total=len(instances))
        for instance in instances:
            user = users[instance.question_id]
            began = time.perf_counter()
            recalled = memory_recall(
                principal=principal_for_user(user),
                query=instance.question,
                strategy=options["strategy"],
                top_k=options["top_k"],
            )
            latencies.append((time.perf_counter() - began) * 1000)
            result = score(instance, map_hits(user.pk, recalled.results))
            if options["qa"]:
                try:
                    result.answer = answer_question(
                        instance, recalled.results, context_hits=options["qa_context"]
                    )
                except LLMError as exc:
                    raise CommandError(f"the reader model failed: {exc}") from exc
                result.answer_contains_gold = contains_gold(result.answer, instance.answer)
            results.append(result)
            progress.advance(task)
    return results, latencies


def run_longmemeval(
    instances: list[Instance], options: dict[str, Any], console: Console
) -> dict[str, Any]:
    """Ingest and mine the instances' haystacks, ask every question (`options`: path, strategy,
    top_k, qa, qa_context), and the report: the scores (`summarise`), settings and times."""
    prepare_bench_run()
    started = time.perf_counter()
    owners = ingest_and_mine(instances, console)
    mined = time.perf_counter()
    results, latencies = ask(instances, owners, options, console)
    finished = time.perf_counter()
    usage_flush()
    report = summarise(results)
    report.update(
        file=str(options["path"]),
        strategy=options["strategy"],
        top_k=options["top_k"],
        latency_ms={
            "p50": round(percentile(latencies, 50), 1),
            "p95": round(percentile(latencies, 95), 1),
        },
        seconds={
            "ingest_and_mine": round(mined - started, 1),
            "questions": round(finished - mined, 1),
            "total": round(finished - started, 1),
        },
        results=[r.__dict__ for r in results],
    )
    return report
