"""Benchmark retrieval on a LongMemEval file through the product's own ingest, mining and recall.

Every instance's haystack is ingested for its own user and mined synchronously (idempotent: a
re-run ingests and mines nothing new); its question is asked through `memory_recall`; the hits
are mapped to haystack sessions and turns and scored (`palace.bench.longmemeval`). With `--qa`
the configured LLM answers each question from the recalled memories (cost source `memory_qa`).
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
from memory_project.llm import llm_configured
from palace.bench.longmemeval import run_longmemeval
from palace.longmemeval import load_instances

COLUMNS = {
    "session_recall@5": "S R@5",
    "session_recall@10": "S R@10",
    "session_any_hit@5": "S any@5",
    "turn_recall@5": "T R@5",
    "turn_recall@10": "T R@10",
}


class Command(BaseCommand):
    help = "Session and turn recall@k on a LongMemEval file, through ingest/mine/recall."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("path", type=Path, help="a LongMemEval JSON file (e.g. longmemeval_s)")
        parser.add_argument("--questions", type=int, default=None, help="only the first N")
        parser.add_argument("--json", type=Path, default=None, help="write the report here")
        parser.add_argument("--top-k", type=int, default=50, help="results per question (1-50)")
        parser.add_argument("--strategy", default="auto", choices=STRATEGIES)
        parser.add_argument(
            "--qa", action="store_true", help="also answer each question with the LLM (memory_qa)"
        )
        parser.add_argument("--qa-context", type=int, default=10, help="memories given the reader")

    def handle(self, *args: Any, **options: Any) -> None:
        console = Console()
        try:
            instances = load_instances(options["path"])
        except (OSError, ValueError) as exc:
            raise CommandError(f"cannot read {options['path']}: {exc}") from exc
        if options["questions"] is not None:
            instances = instances[: options["questions"]]
        if not 1 <= options["top_k"] <= TOP_K_MAX:
            raise CommandError(f"--top-k must be between 1 and {TOP_K_MAX}")
        if options["qa"] and not llm_configured():
            raise CommandError("--qa needs an LLM: set LLM_BASE_URL and LLM_MODEL")
        report = run_longmemeval(instances, options, console)
        self._print(console, report)
        if options["json"] is not None:
            options["json"].write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
            console.print(f"Wrote {options['json']}")

    def _print(self, console: Console, report: dict[str, Any]) -> None:
        table = Table(title=f"LongMemEval retrieval, {report['questions']} answerable questions")
        table.add_column("question type", no_wrap=True)
        table.add_column("n", justify="right")
        for label in COLUMNS.values():
            table.add_column(label, justify="right")
        qa = "qa_contains_gold" in report
        if qa:
            table.add_column("QA contains gold", justify="right")

        def cell(value: Any) -> str:
            return "—" if value is None else f"{value:.3f}"

        def row(label: str, values: dict[str, Any]) -> None:
            cells = [cell(values.get(key)) for key in COLUMNS]
            if qa:
                cells.append(cell(values.get("qa_contains_gold")))
            table.add_row(label, str(values["questions"]), *cells)

        for name, values in report["per_type"].items():
            row(name, values)
        table.add_section()
        row("all", report)
        console.print(table)
        latency, seconds = report["latency_ms"], report["seconds"]
        console.print(
            f"{report['abstention_questions']} abstention question(s) left out of the means. "
            f"Turn recall over {report['turn_questions']} question(s) that mark answer turns. "
            f"Recall latency p50 {latency['p50']:.1f} ms, p95 {latency['p95']:.1f} ms. "
            f"Wall time {seconds['total']:.1f} s (ingest+mine {seconds['ingest_and_mine']:.1f} s,"
            f" questions {seconds['questions']:.1f} s)."
        )
