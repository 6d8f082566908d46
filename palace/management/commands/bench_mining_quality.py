"""`manage.py bench_mining_quality FILE`: on samples `bench_locomo` already ingested and mined,
write a seeded sample of graph entities to label by hand, count entities by kind, and count the
observations plain recall finds through distilled facts alone. Prints measured numbers."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from palace.bench.mining_quality import entity_kinds, entity_sample, observations_found
from palace.locomo import load_samples


class Command(BaseCommand):
    help = "Entity sample and observations found through facts, on mined LoCoMo samples."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("path", type=Path, help="the LoCoMo-shaped file bench_locomo read")
        parser.add_argument("--entities-out", type=Path, help="write the entity sample here")
        parser.add_argument("--size", type=int, default=200, help="entities to sample")
        parser.add_argument("--k", type=int, default=10, help="facts recall may rank")
        parser.add_argument("--every", type=int, default=1, help="ask every n-th observation")
        parser.add_argument("--sample-range", default=None, help="START:END, from 0 (all)")

    def handle(self, *args: Any, **options: Any) -> None:
        try:
            samples = load_samples(options["path"])
        except (OSError, ValueError) as exc:
            raise CommandError(str(exc)) from exc
        if options["sample_range"]:
            start, _, end = options["sample_range"].partition(":")
            samples = samples[int(start or 0) : int(end) if end else None]
        kinds = entity_kinds(samples)
        self.stdout.write(f"entities by kind   {dict(kinds.most_common())}")
        if options["entities_out"] is not None:
            lines = entity_sample(samples, size=options["size"])
            options["entities_out"].write_text("\n".join(lines) + "\n", encoding="utf-8")
            self.stdout.write(f"entity sample      {len(lines)} → {options['entities_out']}")
        score = observations_found(samples, k=options["k"], every=options["every"])
        for sample, (found, asked) in score.by_sample.items():
            self.stdout.write(f"  {sample:<12} {found}/{asked}")
        self.stdout.write(
            f"observations found {score.found}/{score.observations} ({score.share:.3f}) "
            f"through facts alone, top {options['k']}"
        )
