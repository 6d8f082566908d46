"""`manage.py bench_mcp`: latency of a `memory_recall` MCP tool call beside the same REST recall.

Against a running service (`make run`): makes a bench user, key and OAuth token (or reuses the
user), saves a small corpus through REST once, then alternates the same queries through
`POST /api/v1/recall` and through the MCP tool over streamable HTTP (one SDK client session per
credential), and prints p50 / p95 and the ratios. It is a measurement, not a test.

    python manage.py bench_mcp --url http://localhost:8000 --calls 100 [--stdio]
    python manage.py bench_mcp --url http://localhost:8001 --baseline-url http://localhost:8000
    python manage.py bench_mcp --in-process --calls 100   # no server, no network: the views only
"""

from __future__ import annotations

import logging
from typing import Any

from django.core.management.base import BaseCommand, CommandParser

from palace.bench.mcp_latency import PAUSE_MS, McpBench


class Command(BaseCommand):
    help = "Measure MCP memory_recall latency beside the same REST /recall on a running service."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--url", default="http://localhost:8000")
        parser.add_argument(
            "--baseline-url",
            help="a second server on the same database (another revision): every round runs on "
            "both, in turn",
        )
        parser.add_argument("--calls", type=int, default=100)
        parser.add_argument("--top-k", type=int, default=8)
        parser.add_argument(
            "--pause-ms", type=float, default=PAUSE_MS,
            help="each call starts this long after the answer before it (0: at once, and a call "
            "then waits for the previous call's after-response work on the shared connection)",
        )  # fmt: skip
        parser.add_argument("--stdio", action="store_true", help="also time `manage.py mcp`")
        parser.add_argument(
            "--in-process", action="store_true",
            help="call the /api/v1/recall and /mcp views in this process (Django's test client)",
        )  # fmt: skip

    def handle(self, *args: Any, **options: Any) -> None:
        for name in ("httpx", "httpx2"):  # a line per request would bury the figures
            logging.getLogger(name).setLevel(logging.WARNING)
        McpBench(self.stdout).run(options)
