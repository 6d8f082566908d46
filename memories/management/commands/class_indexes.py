"""Build (or drop) the vector indexes of large visibility classes now, as beat does."""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand
from rich.console import Console
from rich.progress import Progress, TaskID

from memories.services.upkeep.class_indexes import maintain_class_indexes

PROGRESS = Console(stderr=True)  # progress bars on stderr, the report on stdout


class Command(BaseCommand):
    help = (
        "Give every visibility class with at least RECALL_CLASS_INDEX_MIN_ROWS records its own"
        " HNSW index (and drop those of classes that shrank), as the beat task does."
    )

    def handle(self, *args: Any, **options: Any) -> None:
        tasks: dict[str, TaskID] = {}
        with Progress(console=PROGRESS, transient=True) as bars:

            def progress(class_key: str, done: int, total: int) -> None:
                task = tasks.get(class_key)
                if task is None:
                    task = tasks[class_key] = bars.add_task(f"class {class_key}", total=total)
                bars.update(task, completed=done)

            report = maintain_class_indexes(progress=progress)
        if report.skipped:
            self.stdout.write(f"Nothing done: {report.skipped}.")
            return
        for verb, keys in (("built", report.built), ("dropped", report.dropped),
                           ("kept", report.kept)):  # fmt: skip
            for key in keys:
                self.stdout.write(f"{verb} the vector index of class {key} ({report.model})")
        if not (report.built or report.dropped or report.kept):
            self.stdout.write("No class is large enough for an index of its own.")
