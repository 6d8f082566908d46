"""Benchmark retrieval on a LoCoMo-shaped file through the product's own ingest, mining and recall.

Each sample gets a dedicated user `bench-locomo-<sample_id>` (so recall covers exactly that
sample's wing); every session is ingested as one conversation `<sample_id>/session-<n>` at the
session's date and mined synchronously (idempotent: a re-run ingests and mines nothing new).
Every question is asked through `memory_recall`; the ranked results are mapped to sessions and
dia_ids and scored with `palace.bench.locomo_metric` (see `bench/README.md`).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError
from rich.console import Console
from rich.table import Table

from memories.models import TOP_K_MAX
from memories.retrieval.pipeline import STRATEGIES
from palace.bench.locomo_metric import CATEGORY_NAMES
from palace.bench.locomo_retrieval import run_locomo, sample_range
from palace.locomo import load_samples

COLUMNS = {
    "session_recall@5": "S R@5",
    "session_recall@10": "S R@10",
    "turn_recall@5": "T R@5",
    "turn_recall@10": "T R@10",
    "session_any_hit@10": "S any@10",
    "session_all_hit@10": "S all@10",
}


class Command(BaseCommand):
    help = "Session- and turn-level recall@k on a LoCoMo-shaped file, through ingest/mine/recall."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("path", type=Path, help="a LoCoMo-shaped JSON file")
        parser.add_argument("--samples", type=int, default=None, help="only the first N samples")
        parser.add_argument(
            "--sample-range",
            type=sample_range,
            default=None,
            metavar="START:END",
            help="only samples START to END-1, counted from 0 (a slice: 0:4, 4:7, 4:)",
        )
        parser.add_argument("--json", type=Path, default=None, help="write the report here")
        parser.add_argument("--top-k", type=int, default=50, help="results per question (1-50)")
        parser.add_argument("--strategy", default="auto", choices=STRATEGIES)

    def handle(self, *args: Any, **options: Any) -> None:
        console = Console()
        try:
            samples = load_samples(options["path"])
        except (OSError, ValueError) as exc:
            raise CommandError(f"cannot read {options['path']}: {exc}") from exc
        if options["samples"] is not None and options["sample_range"] is not None:
            raise CommandError("give --samples or --sample-range, not both")
        if options["samples"] is not None:
            samples = samples[: options["samples"]]
        if options["sample_range"] is not None:
            samples = samples[options["sample_range"]]
        if not samples:
            raise CommandError("no samples chosen")
        if not 1 <= options["top_k"] <= TOP_K_MAX:
            raise CommandError(f"--top-k must be between 1 and {TOP_K_MAX}")
        report = run_locomo(samples, options, console)
        self._print(console, report)
        if options["json"] is not None:
            options["json"].write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
            console.print(f"Wrote {options['json']}")

    def _print(self, console: Console, report: dict[str, Any]) -> None:
        table = Table(title=f"LoCoMo retrieval, {len(report['samples'])} samples")
        table.add_column("category", no_wrap=True)
        table.add_column("n", justify="right")
        for label in COLUMNS.values():
            table.add_column(label, justify="right")

        def row(label: str, values: dict[str, Any]) -> None:
            table.add_row(
                label, str(values["questions"]), *(f"{values.get(c, 0.0):.3f}" for c in COLUMNS)
            )

        for category, values in report["per_category"].items():
            row(f"{category} {CATEGORY_NAMES.get(int(category), '')}", values)
        table.add_section()
        row("all", report)
        row("excl. cat 5", report["excluding_category_5"])
        console.print(table)
        latency, seconds = report["latency_ms"], report["seconds"]
        console.print(
            f"Recall latency p50 {latency['p50']:.1f} ms, p95 {latency['p95']:.1f} ms. "
            f"Wall time {seconds['total']:.1f} s (ingest+mine {seconds['ingest_and_mine']:.1f} s, "
            f"questions {seconds['questions']:.1f} s)."
        )
