"""`manage.py bench_ingest`: how fast data comes in, in one run, per size:

- the raw embedder: texts/s through the bulk paths' batch API (`embed_bulk`, BULK_BATCH texts
  per call), on a sample of the size's texts (at most --raw-sample);
- `import` of an archive with vectors (memories/s): the vectors are reused, nothing embeds;
- `import` of the same archive without vectors (memories/s, and its ratio to the raw
  embedder): every memory is embedded in batches after the load;
- `import_chats` of a JSON Lines history, then the mining of every imported conversation
  (messages/s, and its ratio to the raw embedder): drawers, facts and graph as in production.

It builds its own synthetic data (a person `bench-ingest`, their memories and vectors, the two
archives and the chat file in a temporary folder), measures each import into a store emptied
of that person's rows, and deletes the person and everything of theirs at the end. Run it on a
fresh DATA_DIR (it migrates first) for the figures of an import into an empty installation.

    python manage.py bench_ingest --sizes 10000,100000 --device auto
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
