"""Build (or drop) the vector indexes of large visibility classes now, as beat does."""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand
from tqdm import tqdm  # type: ignore[import-untyped]

from memories.services.class_indexes import maintain_class_indexes


class Command(BaseCommand):
    help = (
        "Give every visibility class with at least RECALL_CLASS_INDEX_MIN_ROWS records its own"
        " HNSW index (and drop those of classes that shrank), as the beat task does."
    )

    def handle(self, *args: Any, **options: Any) -> None:
        bars: dict[str, tqdm] = {}

        def progress(class_key: str, done: int, total: int) -> None:
            bar = bars.get(class_key)
            if bar is None:
                bar = bars[class_key] = tqdm(
                    total=total, desc=f"class {class_key}", unit="vec", leave=False
                )
            bar.update(done - bar.n)

        report = maintain_class_indexes(progress=progress)
        for bar in bars.values():
            bar.close()
        if report.skipped:
            self.stdout.write(f"Nothing done: {report.skipped}.")
            return
        for verb, keys in (("built", report.built), ("dropped", report.dropped),
                           ("kept", report.kept)):  # fmt: skip
            for key in keys:
                self.stdout.write(f"{verb} the vector index of class {key} ({report.model})")
        if not (report.built or report.dropped or report.kept):
            self.stdout.write("No class is large enough for an index of its own.")
