"""`manage.py bench_extractor`: precision and recall of the offline extractor's tags (people,
places, times, events, items) on the project's labelled sentences, the tuning part and the
held-out part in two tables, as mining runs it or (`--lists-only`) from its lists alone; with `--locomo FILE`, how its facts cover a LoCoMo-shaped file's own
observations. Prints measured numbers."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError, CommandParser

from palace.bench.extractor_eval import PARTS, TagScore, evaluate, sentence_count
from palace.bench.extractor_locomo import evaluate_locomo, select_samples
from palace.locomo import load_samples
from palace.mining.extractors import OfflineExtractor, offline_extractor


class Command(BaseCommand):
    help = "Offline extractor precision/recall per tag on a labelled set, or LoCoMo coverage."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "file", nargs="?", default=None, help="one file of labelled sentences (JSON)"
        )
        parser.add_argument(
            "--part",
            choices=[*PARTS, "all"],
            default="all",
            help="the project's tuning part, its held-out part, or both as two tables (all)",
        )
        parser.add_argument(
            "--lists-only",
            action="store_true",
            help="the word lists and grammar alone (default: as mining runs, with the local "
            "MiniLM reading unlisted words when PALACE_TAGS_EMBEDDINGS and the local embedder)",
        )
        parser.add_argument(
            "--locomo", type=Path, help="a LoCoMo-shaped file: score facts against observations"
        )
        parser.add_argument(
            "--sample-range", default=None, help="samples to score, 1-based: 1-4, 5-7, 3 (all)"
        )

    def handle(self, *args: Any, **options: Any) -> None:
        extractor = OfflineExtractor() if options["lists_only"] else offline_extractor()
        if options["locomo"] is not None:
            self._locomo(options["locomo"], options["sample_range"], extractor)
            return
        parts: dict[str, tuple[Path, ...]]
        if options["file"] is not None:
            parts = {options["file"]: (Path(options["file"]),)}
        elif options["part"] == "all":
            parts = dict(PARTS)
        else:
            parts = {options["part"]: PARTS[options["part"]]}
        mode = "MiniLM for unlisted words" if extractor.kinds else "word lists and grammar"
        self.stdout.write(f"tagger: {mode}")
        for name, paths in parts.items():
            missing = [path.name for path in paths if not path.exists()]
            if missing and options["part"] == "all" and options["file"] is None:
                self.stdout.write(f"{name}: {', '.join(missing)} is not written yet")
                continue
            if missing:
                raise CommandError(f"{name}: {', '.join(missing)} is not written yet")
            self.stdout.write(f"{name} ({sentence_count(paths)} sentences)")
            self._table(evaluate(paths, extractor=extractor))

    def _table(self, scores: dict[str, TagScore]) -> None:
        self.stdout.write(f"{'tag':<6}{'precision':>10}{'recall':>8}{'tp':>5}{'fp':>5}{'fn':>5}")
        for tag, score in scores.items():
            self.stdout.write(
                f"{tag:<6}{score.precision:>10.3f}{score.recall:>8.3f}{score.true_positives:>5}"
                f"{score.false_positives:>5}{score.false_negatives:>5}"
            )

    def _locomo(self, path: Path, sample_range: str | None, extractor: OfflineExtractor) -> None:
        from memories.embeddings.base import EmbedderUnavailable
        from memories.embeddings.local import LocalEmbedder

        try:
            samples = select_samples(load_samples(path), sample_range)
        except (OSError, ValueError) as exc:
            raise CommandError(str(exc)) from exc
        try:
            score = evaluate_locomo(
                samples,
                embed=LocalEmbedder().embed,
                extractor=extractor,
                window=settings.PALACE_WINDOW_TURNS,
            )
        except EmbedderUnavailable as exc:
            raise CommandError(f"the local MiniLM embedder is needed: {exc}") from exc
        self.stdout.write(f"samples            {', '.join(score.samples)}")
        self.stdout.write(f"turns              {score.turns}")
        self.stdout.write(f"observations       {score.observations}")
        self.stdout.write(f"facts              {score.facts}")
        self.stdout.write(f"turn coverage      {score.turn_coverage:.3f}")
        self.stdout.write(f"semantic coverage  {score.semantic_coverage:.3f}")
        self.stdout.write(f"on-evidence share  {score.on_evidence:.3f}")
        self.stdout.write(f"ms per 1000 turns  {score.ms_per_1000_turns:.1f}")
