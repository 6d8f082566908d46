"""What mining leaves behind on a LoCoMo-shaped file already ingested by `bench_locomo` (its
`bench-locomo-<sample_id>` users): a seeded sample of graph entities to label by hand, and how
many of the file's own observations plain recall finds through distilled facts alone.

An observation counts as found when recall, asked the observation's text and limited to facts
(no drawers), ranks among its first `k` a mined fact whose pointer is one of the observation's
evidence turns: the fact was distilled from the right turn and is stored where recall looks.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from django.contrib.auth import get_user_model

from memories.models import Entity, Kind, Memory
from memories.retrieval.pipeline import memory_recall
from memories.scoping import principal_for_user
from palace.bench.extractor_locomo import observations_of
from palace.models import Drawer

FACT_KINDS = [k for k in Kind.values if k != Kind.MESSAGE]


@dataclass
class ObservationScore:
    observations: int = 0
    found: int = 0
    by_sample: dict[str, tuple[int, int]] = field(default_factory=dict)

    @property
    def share(self) -> float:
        return self.found / self.observations if self.observations else 0.0


def _bench_user(sample: dict[str, Any]) -> Any:
    name = f"bench-locomo-{sample['sample_id']}"
    return get_user_model().objects.filter(username=name).first()


def entity_sample(samples: list[dict[str, Any]], *, size: int = 200, seed: int = 48) -> list[str]:
    """`size` of the samples' graph entities, drawn with a fixed seed: "kind<TAB>name" lines."""
    users = [u for u in (_bench_user(s) for s in samples) if u is not None]
    rows = sorted(
        Entity.objects.filter(owner__in=users).values_list("kind", "name"),
        key=lambda row: (row[0], row[1]),
    )
    drawn = random.Random(seed).sample(rows, min(size, len(rows)))
    return [f"{kind}\t{name}" for kind, name in drawn]


def entity_kinds(samples: list[dict[str, Any]]) -> Counter[str]:
    users = [u for u in (_bench_user(s) for s in samples) if u is not None]
    return Counter(Entity.objects.filter(owner__in=users).values_list("kind", flat=True))


def observations_found(
    samples: list[dict[str, Any]], *, k: int = 10, every: int = 1
) -> ObservationScore:
    """Observations (every `every`-th, in file order) recall finds through facts alone."""
    score = ObservationScore()
    for sample in samples:
        user = _bench_user(sample)
        if user is None:
            continue
        principal = principal_for_user(user)
        pointers = dict(
            Drawer.objects.filter(room__wing__owner=user).values_list(
                "pointer", "message__external_id"
            )
        )
        asked = found = 0
        for index, observation in enumerate(observations_of(sample)):
            if index % every:
                continue
            asked += 1
            result = memory_recall(
                principal=principal, query=observation.text, kinds=FACT_KINDS, top_k=k
            )
            ids = [hit.id for hit in result.results[:k]]
            facts = Memory.objects.filter(pk__in=ids, source="mining").values_list(
                "pointer", flat=True
            )
            if any(pointers.get(p) in observation.evidence for p in facts):
                found += 1
        score.observations += asked
        score.found += found
        score.by_sample[str(sample["sample_id"])] = (found, asked)
    return score
