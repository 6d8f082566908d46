"""How well the offline extractor's facts cover LoCoMo's own per-session `observation`
annotations (facts about each speaker, with the evidence turns they come from).

Turns are extracted the way mining does (one session at a time, in windows of
PALACE_WINDOW_TURNS). Three shares are reported:
- turn coverage: observations whose evidence turn yielded at least one fact;
- semantic coverage: observations for which a fact of an evidence turn has cosine ≥ 0.5
  (MiniLM, the packaged local model) to the observation's text;
- on-evidence share: extracted facts whose turn is the evidence of some observation (about
  four turns in ten are, so a fact on every turn scores about 0.4).
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from palace.locomo import sessions_of
from palace.mining.extractors import Extractor, OfflineExtractor, Turn

SEMANTIC_THRESHOLD = 0.5
_DIA_ID = re.compile(r"D\d+:\d+")

Embed = Callable[[Sequence[str]], list[list[float]]]


@dataclass(frozen=True)
class Observation:
    speaker: str
    text: str
    evidence: frozenset[str]


@dataclass
class LocomoExtractorScore:
    samples: list[str] = field(default_factory=list)
    turns: int = 0
    observations: int = 0
    turn_covered: int = 0
    semantic_covered: int = 0
    facts: int = 0
    facts_on_evidence: int = 0
    seconds: float = 0.0  # extraction only

    @property
    def turn_coverage(self) -> float:
        return self.turn_covered / self.observations if self.observations else 0.0

    @property
    def semantic_coverage(self) -> float:
        return self.semantic_covered / self.observations if self.observations else 0.0

    @property
    def on_evidence(self) -> float:
        return self.facts_on_evidence / self.facts if self.facts else 0.0

    @property
    def ms_per_1000_turns(self) -> float:
        return 1_000_000 * self.seconds / self.turns if self.turns else 0.0


def evidence_ids(raw: Any) -> frozenset[str]:
    """`"D1:3"`, `"D26:14, D26:34"` or `["D3:9", "D3:11"]` → the dia_ids named."""
    values = raw if isinstance(raw, list) else [raw]
    return frozenset(m for value in values for m in _DIA_ID.findall(str(value)))


def observations_of(sample: dict[str, Any]) -> list[Observation]:
    found: list[Observation] = []
    for session in (sample.get("observation") or {}).values():
        for speaker, rows in (session or {}).items():
            for row in rows or []:
                if isinstance(row, list) and len(row) >= 2 and str(row[0]).strip():
                    found.append(Observation(speaker, str(row[0]).strip(), evidence_ids(row[1])))
    return found


def facts_by_turn(
    sample: dict[str, Any], extractor: Extractor, window: int
) -> tuple[dict[str, list[str]], int, float]:
    """Each dia_id's extracted fact sentences, the number of turns, and extraction seconds."""
    facts: dict[str, list[str]] = {}
    turns = 0
    seconds = 0.0
    for session in sessions_of(sample):
        ids = [t.dia_id for t in session.turns]
        batch = [Turn(i + 1, t.speaker, t.text) for i, t in enumerate(session.turns)]
        turns += len(batch)
        for start in range(0, len(batch), window):
            began = time.perf_counter()
            extraction = extractor.extract(batch[start : start + window])
            seconds += time.perf_counter() - began
            for seq, _kind, sentence in extraction.facts:
                facts.setdefault(ids[seq - 1], []).append(sentence)
    return facts, turns, seconds


def _best_cosines(embed: Embed, pairs: list[tuple[str, list[str]]]) -> list[float]:
    """For each (observation, candidate facts), the highest cosine (vectors are normalised)."""
    texts = sorted({t for obs, cands in pairs for t in [obs, *cands]})
    vectors = dict(zip(texts, embed(texts), strict=True))
    best = []
    for obs, cands in pairs:
        target = vectors[obs]
        best.append(
            max((sum(a * b for a, b in zip(target, vectors[c], strict=True)) for c in cands),
                default=0.0)
        )  # fmt: skip
    return best


def evaluate_locomo(
    samples: Sequence[dict[str, Any]],
    *,
    embed: Embed,
    extractor: Extractor | None = None,
    window: int = 10,
    threshold: float = SEMANTIC_THRESHOLD,
) -> LocomoExtractorScore:
    extractor = extractor or OfflineExtractor()
    score = LocomoExtractorScore()
    for sample in samples:
        score.samples.append(str(sample.get("sample_id", "")))
        facts, turns, seconds = facts_by_turn(sample, extractor, window)
        score.turns += turns
        score.seconds += seconds
        observations = observations_of(sample)
        evidence = frozenset().union(*(o.evidence for o in observations))
        score.facts += sum(len(v) for v in facts.values())
        score.facts_on_evidence += sum(len(v) for k, v in facts.items() if k in evidence)
        pairs = []
        for obs in observations:
            candidates = [f for dia_id in sorted(obs.evidence) for f in facts.get(dia_id, [])]
            score.observations += 1
            if candidates:
                score.turn_covered += 1
                pairs.append((obs.text, candidates))
        score.semantic_covered += sum(c >= threshold for c in _best_cosines(embed, pairs))
    return score


def select_samples(samples: Sequence[dict[str, Any]], spec: str | None) -> list[dict[str, Any]]:
    """`"1-4"`, `"5-7"`, `"2"` (1-based, inclusive) or None for all."""
    if not spec:
        return list(samples)
    first, _, last = spec.partition("-")
    lo, hi = int(first), int(last or first)
    if lo < 1 or hi < lo or hi > len(samples):
        raise ValueError(f"sample range {spec!r} outside 1-{len(samples)}")
    return list(samples[lo - 1 : hi])
