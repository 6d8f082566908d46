"""`manage.py bench_recall`: recall latency, throughput and HNSW recall@10 on a generated corpus;
the benchmark itself, its flags and what it measures are described in `memories.bench.recall`.
"""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandParser

from memories.bench.recall import WRITE_WARMUP, RecallBench


class Command(BaseCommand):
    help = "Benchmark recall (latency p50/p95, throughput, HNSW recall@10 vs exact)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--memories", type=int, default=2000)
        parser.add_argument("--users", type=int, default=200)
        parser.add_argument("--queries", type=int, default=200)
        parser.add_argument("--seed", type=int, default=1)
        parser.add_argument("--batch", type=int, default=256)
        parser.add_argument(
            "--global-rows", type=int, default=None, help="global rows (default: 5%% of rows)"
        )
        parser.add_argument(
            "--shared-rows", type=int, default=0, help="rows in the shared project bench-shared"
        )
        parser.add_argument(
            "--shared-members", type=int, default=20, help="users in the shared project"
        )
        parser.add_argument(
            "--writes", type=int, default=300,
            help="timed memory_remember calls (default 300), after up to"
            f" {WRITE_WARMUP} untimed ones",
        )  # fmt: skip
        parser.add_argument("--reuse", action="store_true", help="reuse an existing bench corpus")
        parser.add_argument("--quiet", action="store_true", help="no progress bars")
        parser.add_argument("--json", dest="json_path", help="also write the figures to this file")

    def handle(self, *args: Any, **opts: Any) -> None:
        RecallBench(self.stdout).run(opts)
