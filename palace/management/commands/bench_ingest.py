"""`manage.py bench_ingest`: how fast data comes in (raw embedder, import with and without
vectors, chat import with mining); the benchmark and its method are in `palace.bench.ingest`.
"""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandParser

from palace.bench.ingest import PARTS, IngestBench


class Command(BaseCommand):
    help = "Measure bulk ingest: raw embedder, import with and without vectors, chat import."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--sizes",
            default="10000,100000",
            help="comma-separated corpus sizes (memories; chat messages)",
        )
        parser.add_argument(
            "--device",
            choices=("auto", "cpu", "cuda"),
            default=None,
            help="EMBEDDINGS_DEVICE for this run (default: the setting)",
        )
        parser.add_argument(
            "--raw-sample",
            type=int,
            default=4096,
            help="texts the raw embedder figure is measured on, at most",
        )
        parser.add_argument(
            "--index-after-load-min-rows",
            type=int,
            default=None,
            help="IMPORT_INDEX_AFTER_LOAD_MIN_ROWS for this run (0: never)",
        )
        parser.add_argument(
            "--parts",
            default=",".join(PARTS),
            help=f"which figures to measure (default all: {','.join(PARTS)})",
        )
        parser.add_argument("--seed", type=int, default=1)
        parser.add_argument("--quiet", action="store_true", help="no progress bars")
        parser.add_argument("--json", help="also write the figures to this file")  # fmt: skip

    def handle(self, *args: Any, **opts: Any) -> None:
        IngestBench(self.stdout).run(opts)
