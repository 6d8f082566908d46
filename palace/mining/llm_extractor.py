"""LLM extraction of entities, topics and durable facts, through the one shared chat client.

The window's turns go to the model as untrusted data; the reply must match a tight JSON shape
and is validated field by field (unknown kinds, foreign turn numbers and over-long strings are
dropped). Any LLM failure falls back to the offline extractor for that window.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from typing import Any

from memories.models import SOURCE_EXTRACT
from memories.usage import usage_note
from memory_project.llm.client import LLMError, chat_json, untrusted
from palace.mining.extractors import Extraction, OfflineExtractor, Turn

logger = logging.getLogger("palace.mining")

SCHEMA_HINT = (
    '{"people": [str], "places": [str], "topics": [str (1-3 short topics)], '
    '"turns": [{"seq": int, "topic": str, "tags": ["@p name" | "@l place" | "@e event" | '
    '"@i item" | "@t time"]}], '
    '"facts": [{"seq": int, "kind": "fact" | "preference" | "event" | "decision", '
    '"text": str (one durable fact in the third person, naming the speaker)}]}'
)
FACT_KINDS = {"fact", "preference", "event", "decision"}
TAG_PREFIXES = ("@p ", "@l ", "@e ", "@i ", "@t ")
_MAX = 200


def _text(value: Any, limit: int = _MAX) -> str | None:
    if not isinstance(value, str):
        return None
    clean = re.sub(r"\s+", " ", value).strip()
    return clean[:limit] if clean else None


def _strings(value: Any, limit: int = 20) -> list[str]:
    if not isinstance(value, list):
        return []
    return [s for s in (_text(v) for v in value[:limit]) if s]


def parse_extraction(data: Any, turns: Sequence[Turn]) -> Extraction:
    """Keep only what fits the schema; raises LLMError if the reply is not an object."""
    if not isinstance(data, dict):
        raise LLMError("LLM extraction reply is not a JSON object")
    seqs = {t.seq for t in turns}
    result = Extraction(
        people=_strings(data.get("people")),
        places=_strings(data.get("places")),
        topics=_strings(data.get("topics"), limit=3) or ["conversation"],
    )
    for entry in data.get("turns") or []:
        if not isinstance(entry, dict) or entry.get("seq") not in seqs:
            continue
        seq = int(entry["seq"])
        tags = [t for t in _strings(entry.get("tags"), limit=30) if t.startswith(TAG_PREFIXES)]
        result.turn_tags[seq] = sorted(set(tags))
        topic = _text(entry.get("topic"))
        result.turn_topic[seq] = topic if topic else result.topics[0]
    for turn in turns:
        result.turn_tags.setdefault(turn.seq, [])
        result.turn_tags[turn.seq] = sorted({*result.turn_tags[turn.seq], f"@p {turn.speaker}"})
        result.turn_topic.setdefault(turn.seq, result.topics[0])
    for entry in data.get("facts") or []:
        if not isinstance(entry, dict) or entry.get("seq") not in seqs:
            continue
        kind, text = entry.get("kind"), _text(entry.get("text"), limit=500)
        if kind in FACT_KINDS and text:
            result.facts.append((int(entry["seq"]), str(kind), text))
    return result


class LLMExtractor:
    """Extraction by the configured LLM, one call per window."""

    def __init__(self, model: str) -> None:
        self.name = model or "llm"
        self._fallback = OfflineExtractor()

    def extract(self, turns: Sequence[Turn]) -> Extraction:
        if not turns:
            return self._fallback.extract(turns)
        transcript = "\n".join(f"[{t.seq}] {t.speaker}: {t.text}" for t in turns)
        messages = [
            {
                "role": "system",
                "content": "You index a conversation for a long-term memory palace. Name the "
                "people, places, events, items and times mentioned, one topic per turn, and the "
                "durable facts worth remembering (preferences, decisions, life events). Never "
                "invent anything that is not in the turns.",
            },
            {"role": "user", "content": untrusted(transcript, label="conversation")},
        ]
        try:
            reply = chat_json(messages, SCHEMA_HINT, purpose="extraction")
            result = parse_extraction(reply.data, turns)
        except LLMError as exc:
            logger.warning("LLM extraction failed (%s); using the offline extractor.", exc)
            result = self._fallback.extract(turns)
            result.calls, result.tokens = 1, 0
            usage_note(SOURCE_EXTRACT)
            return result
        result.calls = 1
        result.tokens = reply.usage.total_tokens
        usage_note(SOURCE_EXTRACT, tokens=result.tokens)
        return result
