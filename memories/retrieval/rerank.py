"""Optional LLM rerank of the fused top N through the one chat client.

Memory text goes to the model wrapped as untrusted data; the reply is a list of ids in order.
Ids the model invents are ignored, ids it forgets keep their fused order after the ones it named.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass

from memories.models import SOURCE_RERANK
from memories.usage import usage_note
from memory_project.llm import LLMError, chat_json, llm_configured, untrusted

logger = logging.getLogger("memories.retrieval")

SCHEMA_HINT = '{"ranking": ["<id of the most relevant memory>", "..."]}'


@dataclass(frozen=True)
class RerankOutcome:
    order: list[str]  # memory ids (as strings), most relevant first
    status: str  # "applied", "skipped: …" or "failed: …"
    tokens: int = 0


def rerank(
    query: str,
    items: Sequence[tuple[str, str]],
    *,
    budget: float | None = None,
    model: str | None = None,
) -> RerankOutcome:
    """Reorder `items` ((id, text) in fused order) by the LLM's judgement of relevance, within
    `budget` seconds (retries included); past it the fused order stands and the status says so."""
    ids = [item_id for item_id, _ in items]
    if not llm_configured():
        return RerankOutcome(order=ids, status="skipped: no LLM configured")
    if len(items) < 2:
        return RerankOutcome(order=ids, status="skipped: fewer than two candidates")
    listing = "\n".join(f"id={item_id}\n{untrusted(text)}" for item_id, text in items)
    messages = [
        {
            "role": "system",
            "content": "You rank stored memories by how useful each is for answering a query.",
        },
        {
            "role": "user",
            "content": f"Query: {untrusted(query, label='query')}\n\nMemories:\n{listing}\n\n"
            "Return every id, most relevant first.",
        },
    ]
    try:
        result = chat_json(messages, SCHEMA_HINT, budget=budget, model=model, purpose="rerank")
    except LLMError as exc:
        logger.warning("rerank failed: %s", exc)
        usage_note(SOURCE_RERANK)
        return RerankOutcome(order=ids, status=f"failed: {exc}")
    usage_note(SOURCE_RERANK, tokens=result.usage.total_tokens)
    ranking = result.data.get("ranking") if isinstance(result.data, dict) else result.data
    if not isinstance(ranking, list):
        return RerankOutcome(order=ids, status="failed: reply had no ranking list")
    known = set(ids)
    named: list[str] = []
    for value in ranking:
        key = str(value)
        if key in known and key not in named:
            named.append(key)
    order = named + [i for i in ids if i not in named]
    return RerankOutcome(order=order, status="applied", tokens=result.usage.total_tokens)
