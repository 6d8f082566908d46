"""`manage.py bench_load`: a mixed load against the running service, for a bounded time.

    python manage.py bench_load --base-url http://127.0.0.1:8000 [--api-key KEY] \
        [--clients 8] [--duration 600] [--mix remember=3,recall=4,context=2,ingest=1]

Prints throughput and p50/p95/p99 per operation, the count of 5xx answers (goal 0), the RSS
growth of the web and worker process trees over the run, and the memory (RSS, PSS) of every
kind of process at its end: web, worker, beat and the embedded PostgreSQL and Redis.
It measures; it is not a test.
Without --api-key it makes a key for the user `bench-load` in the database this command is
configured for (run it with the service's DATA_DIR / DATABASE_URL), with no rate limit to hit.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import IO, Any, cast

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError, CommandParser
from rich.console import Console
from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn, TimeRemainingColumn
from rich.table import Table

from memories.bench.load import (
    KindMemory,
    bench_key,
    find_service,
    parse_mix,
    run_clients,
    summarise,
)


class Command(BaseCommand):
    help = "Drive a mixed remember/recall/context/ingest load at the running service and report."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--base-url", default="http://127.0.0.1:8000")
        parser.add_argument("--api-key", default="")
        parser.add_argument("--clients", type=int, default=8)
        parser.add_argument("--duration", type=float, default=60.0, help="seconds")
        parser.add_argument("--mix", default="remember=3,recall=4,context=2,ingest=1")
        parser.add_argument("--seed", type=int, default=1)
        parser.add_argument(
            "--recall-strategy", default="auto", choices=["auto", "semantic", "lexical"],
            help="the strategy of the recall operation (default auto)",
        )  # fmt: skip

    def handle(self, *args: Any, **options: Any) -> None:
        mix = parse_mix(options["mix"])
        if options["clients"] < 1 or options["duration"] <= 0:
            raise CommandError("--clients must be ≥ 1 and --duration > 0")
        console = Console(file=cast("IO[str]", self.stdout), width=110)
        key = options["api_key"] or bench_key()
        service = find_service(options["base_url"], Path(settings.DATA_DIR))
        rss_before = service.rss()
        peak = dict(rss_before)
        duration = float(options["duration"])
        with Progress(
            TextColumn("[bold]bench_load"), BarColumn(), TextColumn("{task.fields[requests]} requests"),
            TimeElapsedColumn(), TimeRemainingColumn(), console=console, transient=False,
        ) as progress:  # fmt: skip
            task = progress.add_task("load", total=duration, requests=0)
            started = time.monotonic()

            def tick(count: int) -> None:
                for name, value in service.rss().items():
                    peak[name] = max(peak[name], value)
                progress.update(task, completed=time.monotonic() - started, requests=count)

            results, wall = run_clients(
                base_url=options["base_url"], api_key=key, clients=options["clients"],
                duration=duration, mix=mix, seed=options["seed"], tick=tick,
                strategy=options["recall_strategy"],
            )  # fmt: skip
            progress.update(task, completed=duration, requests=results.count())
        rss_after = service.rss()
        memory = service.memory()
        self._report(
            console, summarise(results, wall), wall, options,
            before=rss_before, after=rss_after, peak=peak,
        )  # fmt: skip
        self._memory_report(console, memory)

    def _report(
        self, console: Console, rows: list[Any], wall: float, options: dict[str, Any], *,
        before: dict[str, int], after: dict[str, int], peak: dict[str, int],
    ) -> None:  # fmt: skip
        table = Table(title=f"{options['clients']} clients, {wall:.0f} s, {options['base_url']}")
        for column in (
            "operation",
            "count",
            "req/s",
            "p50 ms",
            "p95 ms",
            "p99 ms",
            "5xx",
            "4xx",
            "no answer",
        ):
            table.add_column(column, justify="right")
        for row in rows:
            table.add_row(
                row.operation, str(row.count), f"{row.per_second:.1f}", f"{row.p50_ms:.0f}",
                f"{row.p95_ms:.0f}", f"{row.p99_ms:.0f}", str(row.errors_5xx), str(row.errors_4xx),
                str(row.no_answer),
            )  # fmt: skip
        total = sum(row.count for row in rows)
        table.add_row("all", str(total), f"{total / wall:.1f}", "", "", "",
                      str(sum(r.errors_5xx for r in rows)), str(sum(r.errors_4xx for r in rows)),
                      str(sum(r.no_answer for r in rows)))  # fmt: skip
        console.print(table)
        console.print(f"5xx answers: {sum(r.errors_5xx for r in rows)} (goal 0)")
        for name in ("web", "worker"):
            if not before[name]:
                console.print(f"RSS {name}: process not found on this machine (not measured)")
                continue
            mib = 1024 * 1024
            console.print(
                f"RSS {name}: {before[name] / mib:.0f} MiB → {after[name] / mib:.0f} MiB "
                f"({(after[name] - before[name]) / mib:+.0f} MiB; peak {peak[name] / mib:.0f} MiB)"
            )

    def _memory_report(self, console: Console, memory: dict[str, KindMemory]) -> None:
        """Resident memory by kind of process at the end of the run (each kind's whole tree)."""
        mib = 1024 * 1024
        table = Table(title="memory by process kind, after the run")
        for column in ("kind", "processes", "RSS MiB", "PSS MiB"):
            table.add_column(column, justify="right")
        for kind, figures in memory.items():
            pss = "unreadable" if figures.pss is None else f"{figures.pss / mib:.0f}"
            table.add_row(kind, str(figures.processes), f"{figures.rss / mib:.0f}", pss)
        readable = all(f.pss is not None for f in memory.values())
        table.add_row(
            "all", str(sum(f.processes for f in memory.values())),
            f"{sum(f.rss for f in memory.values()) / mib:.0f}",
            f"{sum(f.pss or 0 for f in memory.values()) / mib:.0f}" if readable else "unreadable",
        )  # fmt: skip
        console.print(table)
