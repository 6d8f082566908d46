"""`manage.py bench_adapters`: the framework adapters against our own REST calls, same run
(the LangGraph store, `compat.bench.langgraph`, and the OpenAI Agents SDK session,
`compat.bench.agents`, describe what they measure)."""

from __future__ import annotations

import json
from typing import Any

from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandParser

from compat.bench.agents import SessionBench
from compat.bench.langgraph import StoreBench


class Command(BaseCommand):
    help = "Benchmark the LangGraph store and the Agents SDK session against our REST calls."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--calls", type=int, default=200, help="timed calls of each kind")
        parser.add_argument("--warmup", type=int, default=20)
        parser.add_argument("--graph-runs", type=int, default=20)
        parser.add_argument("--seed", type=int, default=1)
        parser.add_argument(
            "--only", choices=["store", "session"], help="one adapter (default: both)"
        )

    def handle(self, *args: Any, **opts: Any) -> None:
        call_command("migrate", interactive=False, verbosity=0)
        report: dict[str, Any] = {}
        if opts["only"] in (None, "store"):
            report["langgraph store"] = StoreBench(self.stdout).run(opts)
        if opts["only"] in (None, "session"):
            report["openai-agents session"] = SessionBench(self.stdout).run(opts)
        self.stdout.write(json.dumps(report, indent=2))
