"""`manage.py bench_dedup`: dedup precision and recall on the labelled pair corpus, embedder up
and down, through the real remember path (rolled back: nothing is left in the database).

    python manage.py bench_dedup [--corpus PATH | --heldout] [--show-errors] [--down-only]
"""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandParser
from rich.console import Console
from rich.progress import Progress

from memories.bench.dedup import (
    CORPUS,
    HELDOUT,
    PRECISION_GOAL,
    RECALL_GOAL,
    Scores,
    agreement,
    load_pairs,
    measure,
)

PROGRESS = Console(stderr=True)  # progress bars on stderr, the report on stdout


class Command(BaseCommand):
    help = "Dedup precision/recall on the labelled near-duplicate / near-miss pair corpus."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--corpus", type=Path, default=CORPUS)
        parser.add_argument(
            "--heldout", action="store_true", help=f"measure the held-out pairs ({HELDOUT.name})"
        )
        parser.add_argument("--show-errors", action="store_true", help="print every wrong pair")
        parser.add_argument("--down-only", action="store_true", help="skip the embedder-up run")

    def handle(self, *args: Any, **options: Any) -> None:
        if options["heldout"]:
            options["corpus"] = HELDOUT
        pairs = load_pairs(options["corpus"])
        labels = {
            label: sum(p.label == label for p in pairs)
            for label in ("duplicate", "distinct", "correction")
        }
        self.stdout.write(f"{len(pairs)} pairs from {options['corpus']}: {labels}")
        runs: list[Scores] = []
        for up in ([] if options["down_only"] else [True]) + [False]:
            with Progress(console=PROGRESS, transient=True) as bar:
                task = bar.add_task("up" if up else "down", total=len(pairs))
                runs.append(measure(pairs, up=up, tick=partial(bar.advance, task)))
        self.stdout.write(
            f"{'mode':<14} {'precision':>9} {'recall':>7} {'merged':>7} {'wrong':>6} "
            f"{'missed':>7} {'corrections':>12} {'false supersede':>16}"
        )
        for s in runs:
            self.stdout.write(
                f"{s.mode:<14} {s.precision:>9.3f} {s.recall:>7.3f} {s.merged:>7} "
                f"{len(s.wrong_merges):>6} {len(s.missed):>7} "
                f"{f'{s.corrections_superseded}/{s.corrections}':>12} {len(s.wrongly_superseded):>16}"
            )
        if len(runs) == 2:
            self.stdout.write(f"same decision up and down: {agreement(*runs):.3f}")
        self.stdout.write(f"goals: precision >= {PRECISION_GOAL}, recall >= {RECALL_GOAL}")
        self.stdout.write("right verdicts by category: " + ", ".join(s.mode for s in runs))
        for category in sorted(runs[0].by_category):
            cells = "  ".join("{}/{}".format(*s.by_category[category]) for s in runs)
            self.stdout.write(f"  {category:<18} {cells}")
        if options["show_errors"]:
            for s in runs:
                for pair in s.wrong_merges:
                    self.stdout.write(f"[{s.mode}] MERGED {pair.category}: {pair.a!r} / {pair.b!r}")
                for pair in s.missed:
                    self.stdout.write(f"[{s.mode}] MISSED {pair.category}: {pair.a!r} / {pair.b!r}")
                for pair in s.wrongly_superseded:
                    self.stdout.write(
                        f"[{s.mode}] SUPERSEDED {pair.category}: {pair.a!r} / {pair.b!r}"
                    )
                for pair in s.missed_corrections:
                    self.stdout.write(f"[{s.mode}] NOT SUPERSEDED: {pair.a!r} / {pair.b!r}")
