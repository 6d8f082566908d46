"""`manage.py bench_recall`: measure recall latency, throughput and HNSW recall@10 on a
generated corpus (users named bench-*). Prints measured numbers; it is a tool, not a test.

    python manage.py bench_recall --memories 100000 --users 200 --queries 200 --seed 1 [--reuse]
        [--json report.json]
    python manage.py bench_recall --memories 1000000 --users 2000 --global-rows 5000 \
        --shared-rows 50000 --shared-members 20

By default 5% of the rows are global (everyone sees them) and the rest belong to the users.
`--global-rows` fixes that count instead; `--shared-rows` puts that many rows in one project
(bench-shared) whose `--shared-members` first users are its members: a large shared corpus.
With shared rows, half the queries come from its members, and the figures are also given per
cohort (members see the shared corpus, the others do not).

It migrates the database first, so it runs on a fresh DATA_DIR. A repeated text reuses the
vector already computed for it (the corpus is generated from templates), so large corpora build
in minutes; `--reuse` keeps a corpus between runs.
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
