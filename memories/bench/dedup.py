"""Dedup precision/recall on the labelled pair corpus, through the real remember path.

Each pair is remembered into its own fresh session scope (a, then b) inside a savepoint that
is rolled back, so the measurement leaves no rows behind. Run with the embedder up (the
configured provider) and down ("none"): the verdicts should agree and meet the goals.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from django.contrib.auth import get_user_model
from django.db import transaction
from django.test.utils import override_settings

from memories.embeddings import get_embedder, reset_embedder
from memories.embeddings.none import NoEmbedder
from memories.scoping import Principal, principal_for_user
from memories.services.store.memory import memory_remember

CORPUS = Path(__file__).with_name("dedup_pairs.jsonl")
# Pairs kept apart from the tuned corpus: written before the dedup rules they measure, and
# never used to tune them; report them on their own.
HELDOUT = Path(__file__).with_name("dedup_pairs_heldout.jsonl")
BENCH_USER = "bench-dedup"
PRECISION_GOAL = 0.99
RECALL_GOAL = 0.9


@dataclass(frozen=True)
class Pair:
    a: str
    b: str
    label: str  # duplicate | distinct | correction
    category: str
    kind_a: str = "fact"  # the kind each one is remembered with
    kind_b: str = "fact"


@dataclass
class Scores:
    mode: str
    pairs: int = 0
    merged: int = 0
    true_merges: int = 0
    duplicates: int = 0
    corrections: int = 0
    corrections_superseded: int = 0
    wrongly_superseded: list[Pair] = field(default_factory=list)
    wrong_merges: list[Pair] = field(default_factory=list)
    missed: list[Pair] = field(default_factory=list)
    missed_corrections: list[Pair] = field(default_factory=list)
    by_category: dict[str, list[int]] = field(default_factory=dict)  # [right, total]
    verdicts: list[str] = field(default_factory=list)  # merged | superseded | kept, per pair

    @property
    def precision(self) -> float:
        return self.true_merges / self.merged if self.merged else 1.0

    @property
    def recall(self) -> float:
        return self.true_merges / self.duplicates if self.duplicates else 1.0

    def add(self, pair: Pair, *, merged: bool, superseded: bool) -> None:
        self.pairs += 1
        self.verdicts.append("merged" if merged else "superseded" if superseded else "kept")
        self.merged += merged
        right = merged if pair.label == "duplicate" else not merged
        if pair.label == "duplicate":
            self.duplicates += 1
            self.true_merges += merged
            if not merged:
                self.missed.append(pair)
        elif merged:
            self.wrong_merges.append(pair)
        if pair.label == "correction":
            self.corrections += 1
            self.corrections_superseded += superseded
            if not superseded:
                self.missed_corrections.append(pair)
            right = superseded and not merged
        elif superseded:
            self.wrongly_superseded.append(pair)
        tally = self.by_category.setdefault(pair.category, [0, 0])
        tally[0] += right
        tally[1] += 1


def agreement(first: Scores, second: Scores) -> float:
    """The share of pairs on which two runs (embedder up and down) took the same decision."""
    same = sum(a == b for a, b in zip(first.verdicts, second.verdicts, strict=True))
    return same / len(first.verdicts) if first.verdicts else 1.0


def load_pairs(path: Path = CORPUS) -> list[Pair]:
    with path.open(encoding="utf-8") as handle:
        return [Pair(**json.loads(line)) for line in handle if line.strip()]


@contextmanager
def embedder_mode(*, up: bool) -> Iterator[str]:
    """The configured embedder (up) or none at all (down); the registry is reset both ways."""
    embeddings_log = logging.getLogger("memories.embeddings")
    level = embeddings_log.level
    with override_settings(**({} if up else {"EMBEDDINGS_PROVIDER": "none"})):
        reset_embedder()
        # "Embedder unavailable" once per remember is expected here, not news.
        embeddings_log.setLevel(logging.ERROR)
        try:
            yield "embedder up" if up else "embedder down"
        finally:
            embeddings_log.setLevel(level)
            reset_embedder()


def bench_principal() -> Principal:
    user, _ = get_user_model().objects.get_or_create(username=BENCH_USER)
    return principal_for_user(user)


def measure(pairs: list[Pair], *, up: bool, tick: Callable[[], None] = lambda: None) -> Scores:
    """Remember a then b for every pair, in the real service path, and score the verdicts."""
    principal = bench_principal()
    with embedder_mode(up=up) as mode:
        if up and isinstance(get_embedder(), NoEmbedder):
            raise RuntimeError("The embedder is not available: cannot measure 'embedder up'.")
        scores = Scores(mode=mode)
        for index, pair in enumerate(pairs):
            with transaction.atomic():
                ref = f"dedup-bench-{index}"
                for content, kind in ((pair.a, pair.kind_a), (pair.b, pair.kind_b)):
                    result = memory_remember(
                        principal=principal,
                        content=content,
                        kind=kind,
                        scope="session",
                        scope_ref=ref,
                    )
                scores.add(
                    pair, merged=result.deduplicated, superseded=result.superseded is not None
                )
                transaction.set_rollback(True)
            tick()
    return scores
