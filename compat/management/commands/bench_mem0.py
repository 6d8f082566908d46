"""`manage.py bench_mem0`: the mem0 surface against our own API, same corpus, same run; the
benchmark and what it measures are described in `compat.bench.mem0`."""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandParser

from compat.bench.mem0 import Mem0Bench


class Command(BaseCommand):
    help = "Benchmark mem0's search, add and list through /mem0/ against our own API."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--memories", type=int, default=10_000)
        parser.add_argument("--users", type=int, default=1_000, help="end users (user_id)")
        parser.add_argument("--queries", type=int, default=200)
        parser.add_argument("--warmup", type=int, default=20)
        parser.add_argument("--adds", type=int, default=100, help="timed adds of each kind")
        parser.add_argument("--seed", type=int, default=1)
        parser.add_argument("--quiet", action="store_true", help="no progress bar for the load")

    def handle(self, *args: Any, **opts: Any) -> None:
        Mem0Bench(self.stdout).run(opts)
