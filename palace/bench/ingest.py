"""The ingest benchmark behind `manage.py bench_ingest`: how fast data comes in, in one run,
per size:

- the raw embedder: texts/s through the bulk paths' batch API (`embed_bulk`, BULK_BATCH texts
  per call), on a sample of the size's texts (at most --raw-sample);
- `import` of an archive with vectors (memories/s): the vectors are reused, nothing embeds;
- `import` of the same archive without vectors (memories/s, and its ratio to the raw
  embedder): every memory is embedded in batches after the load;
- `import_chats` of a JSON Lines history, then the mining of every imported conversation
  (messages/s, and its ratio to the raw embedder): drawers, facts and graph as in production;
  and the embedder alone on a sample of the texts that mining embedded (a drawer's turn with
  who spoke and when), so the chat import's ratio to the embedder on its own texts says what
  mining costs beside the embedding.

It builds its own synthetic data (a person `bench-ingest`, their memories and vectors, the two
archives and the chat file in a temporary folder), measures each import into a store emptied
of that person's rows, and deletes the person and everything of theirs at the end. Run it on a
fresh DATA_DIR (it migrates first) for the figures of an import into an empty installation.

    python manage.py bench_ingest --sizes 10000,100000 --device auto
"""

from __future__ import annotations

import hashlib
import json
import random
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.core.management.base import CommandError
from django.test.utils import override_settings
from rich.console import Console
from rich.progress import Progress, track

from memories.embeddings import get_embedder
from memories.embeddings.base import text_hash
from memories.embeddings.bulk import BULK_BATCH, embed_bulk
from memories.embeddings.device import DeviceUnavailable, bulk_device, bulk_device_reset
from memories.embeddings.storage import embedding_text
from memories.models import Memory, MemoryEmbedding, TaskOutbox
from memories.models.vocab import Kind
from memories.services.upkeep.term_stats import after_bulk_load
from palace.mining.pipeline import conversation_mine
from palace.models import Conversation
from palace.portability.export import export_archive
from palace.portability.importer import import_archive
from palace.portability.selection import ExportScope

PROGRESS = Console(stderr=True)  # progress on stderr, the figures on stdout
USERNAME = "bench-ingest"
CHAT_LENGTH = 40  # messages per imported conversation
PARTS = ("vectors", "reembed", "chats")  # the raw embedder is always measured

SUBJECTS = ["Dana", "the billing service", "our team", "Marco", "the mobile app", "Priya",
            "the data pipeline", "the staging cluster", "Lena", "the design review"]  # fmt: skip
VERBS = ["prefers", "moved to", "depends on", "was replaced by", "deploys with", "reviews",
         "stopped using", "asked about", "plans to try", "documented"]  # fmt: skip
OBJECTS = ["PostgreSQL 16", "a weekly release train", "Neovim with LSP", "the Oslo office",
           "Terraform modules", "feature flags", "a Kafka topic per tenant", "pottery classes",
           "the on-call rotation", "Grafana dashboards", "a blue-green rollout",
           "the June offsite"]  # fmt: skip
DETAILS = ["since last spring", "because the old setup kept timing out", "after the incident",
           "for the customer pilot", "until the migration ends", "on Tuesdays and Fridays",
           "with a budget of 40 hours", "as agreed in the retro"]  # fmt: skip


def _sentence(rng: random.Random, n: int) -> str:
    return (
        f"{rng.choice(SUBJECTS)} {rng.choice(VERBS)} {rng.choice(OBJECTS)} "
        f"{rng.choice(DETAILS)} (note {n}, ref {rng.randrange(10**6):06d})."
    )


def memory_texts(count: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    return [f"{_sentence(rng, n)} {_sentence(rng, n + 1)}" for n in range(count)]


def chat_lines(count: int, seed: int) -> Iterator[str]:
    rng = random.Random(seed + 1)
    for n in range(count):
        role = "user" if n % 2 == 0 else "assistant"
        yield json.dumps({
            "conversation": f"bench-{n // CHAT_LENGTH}",
            "role": role,
            "content": _sentence(rng, n) if role == "user" else f"Noted: {_sentence(rng, n)}",
            "sent_at": f"2026-03-{1 + (n // CHAT_LENGTH) % 28:02d}T10:{n % 60:02d}:00Z",
            "id": f"m-{n}",
        })  # fmt: skip


@dataclass
class Figures:
    size: int
    raw_texts_per_s: float = 0.0
    raw_sample: int = 0
    import_vectors_per_s: float = 0.0
    import_reembed_per_s: float = 0.0
    chat_messages_per_s: float = 0.0
    chat_memories: int = 0
    drawer_texts_per_s: float = 0.0  # the embedder alone on the texts mining embedded
    vector_indexes_after_load: bool = False

    def ratio(self, rate: float) -> float:
        return rate / self.raw_texts_per_s if self.raw_texts_per_s else 0.0


class IngestBench:
    """The benchmark itself; it writes its figures to `stdout` (anything with a `write`)."""

    def __init__(self, stdout: Any) -> None:
        self.stdout = stdout

    def run(self, opts: dict[str, Any]) -> None:
        try:
            sizes = [int(s) for s in str(opts["sizes"]).split(",") if s.strip()]
        except ValueError:
            raise CommandError("--sizes takes whole numbers, e.g. 10000,100000") from None
        if not sizes or min(sizes) < 1:
            raise CommandError("--sizes takes whole numbers of at least 1")
        parts = {p.strip() for p in str(opts["parts"]).split(",") if p.strip()}
        if not parts or parts - set(PARTS):
            raise CommandError(f"--parts takes some of {', '.join(PARTS)}")
        opts["parts"] = parts
        overrides: dict[str, Any] = {}
        if opts["device"]:
            overrides["EMBEDDINGS_DEVICE"] = opts["device"]
        if opts["index_after_load_min_rows"] is not None:
            overrides["IMPORT_INDEX_AFTER_LOAD_MIN_ROWS"] = opts["index_after_load_min_rows"]
        call_command("migrate", verbosity=0)
        with override_settings(**overrides):
            bulk_device_reset()
            try:
                device = bulk_device()
            except DeviceUnavailable as exc:
                raise CommandError(str(exc)) from None
            embedder = get_embedder()
            if not embedder.model:
                raise CommandError("No embedder is configured (EMBEDDINGS_PROVIDER=none).")
            try:
                results = [self._size(size, opts) for size in sizes]
            finally:
                _forget_bench_user()
                bulk_device_reset()
        self._report(results, device=device, model=embedder.model)
        if opts["json"]:
            Path(opts["json"]).write_text(
                json.dumps(
                    {
                        "device": device,
                        "model": embedder.model,
                        "sizes": [vars(r) for r in results],
                    },
                    indent=2,
                )
            )

    # -- one size ---------------------------------------------------------------------------

    def _size(self, size: int, opts: dict[str, Any]) -> Figures:
        quiet = opts["quiet"]
        figures = Figures(size=size)
        texts = memory_texts(size, opts["seed"])
        done = 0

        def step(what: str) -> None:
            nonlocal done
            done += 1
            if not quiet:
                PROGRESS.print(f"bench_ingest {size}: {what} measured ({done}/5)")

        with tempfile.TemporaryDirectory(prefix="bench-ingest-") as tmp:
            folder = Path(tmp)
            embed_bulk(["warm up"] * 8)  # the model's load is not the embedder's throughput
            sample = texts[: max(1, min(size, opts["raw_sample"]))]
            with self._timed() as took:
                vectors = _embed_with_bar(sample, quiet=quiet, desc="raw embedder")
            figures.raw_sample = len(sample)
            figures.raw_texts_per_s = len(sample) / took()
            step("raw embedder")

            user = _fresh_bench_user()
            parts = opts["parts"]
            if parts & {"vectors", "reembed"}:
                _fill(user, texts, vectors, seed=opts["seed"], quiet=quiet)
                with_vectors, without = folder / "with-vectors.zip", folder / "without.zip"
                export_archive(
                    str(with_vectors), scope=ExportScope.of_user(user), with_vectors=True
                )
                export_archive(str(without), scope=ExportScope.of_user(user))
            step("import data")
            if "vectors" in parts:
                figures.import_vectors_per_s, figures.vector_indexes_after_load = self._import(
                    user, with_vectors, size, reembedded=0
                )
            step("import with vectors")
            if "reembed" in parts:
                figures.import_reembed_per_s, _ = self._import(user, without, size, reembedded=size)
            step("import that re-embeds")
            if "chats" in parts:
                figures.chat_messages_per_s, figures.chat_memories = self._chats(
                    user, folder, size, opts
                )
                figures.drawer_texts_per_s = self._drawer_texts(user, opts)
            step("chat import")
        _empty(user)
        return figures

    def _chats(self, user: Any, folder: Path, size: int, opts: dict[str, Any]) -> tuple[float, int]:
        chats = folder / "chats.jsonl"
        chats.write_text("\n".join(chat_lines(size, opts["seed"])) + "\n")
        _empty(user)
        with self._timed() as took:
            call_command("import_chats", str(chats), format="jsonl", user=USERNAME,
                         no_progress=True, stdout=_Null())  # fmt: skip
            conversations = [
                str(pk)
                for pk in Conversation.objects.filter(owner=user).values_list("pk", flat=True)
            ]
            for pk in track(conversations, description="mining", console=PROGRESS,
                            disable=opts["quiet"], transient=True):  # fmt: skip
                conversation_mine(conversation_id=pk)
        TaskOutbox.objects.filter(
            task="palace.mine_conversation", args__0__in=conversations
        ).delete()
        return size / took(), Memory.objects.filter(owner=user).count()

    def _drawer_texts(self, user: Any, opts: dict[str, Any]) -> float:
        """The embedder's texts/s on the texts mining embedded for the drawers (each message's
        record), a sample of at most --raw-sample of them."""
        rows = Memory.objects.filter(owner=user, kind=Kind.MESSAGE).order_by("created_at", "id")
        texts = [
            embedding_text(content=content, recall_hint=hint, kind=Kind.MESSAGE)
            for content, hint in rows.values_list("content", "recall_hint")[: opts["raw_sample"]]
        ]
        if not texts:
            return 0.0
        with self._timed() as took:
            _embed_with_bar(texts, quiet=opts["quiet"], desc="embedder on the drawers' texts")
        return len(texts) / took()

    def _import(
        self, user: Any, archive: Path, size: int, *, reembedded: int
    ) -> tuple[float, bool]:
        _empty(user)
        threshold = _setting("IMPORT_INDEX_AFTER_LOAD_MIN_ROWS")
        dropped = 0 < threshold <= size and MemoryEmbedding.objects.count() <= size
        with self._timed() as took:
            report = import_archive(str(archive))
        if report.created.get("memories") != size or report.embedded != reembedded:
            raise CommandError(f"the import of {archive.name} did not load what it should: "
                               f"{report.as_dict()}")  # fmt: skip
        return size / took(), dropped

    @staticmethod
    @contextmanager
    def _timed() -> Iterator[Callable[[], float]]:
        started = time.perf_counter()
        ended: list[float] = []
        try:
            yield lambda: max((ended[0] if ended else time.perf_counter()) - started, 1e-9)
        finally:
            ended.append(time.perf_counter())

    # -- report -----------------------------------------------------------------------------

    def _report(self, results: list[Figures], *, device: str, model: str) -> None:
        self.stdout.write(f"bench_ingest: model {model}, device {device}, batch {BULK_BATCH}")
        for r in results:
            self.stdout.write(f"\nsize {r.size}")
            self.stdout.write(
                f"  raw embedder             {r.raw_texts_per_s:10.1f} texts/s"
                f"  (batch of {BULK_BATCH}, {r.raw_sample} texts)"
            )
            if r.import_vectors_per_s:
                after = "indexes built after the load" if r.vector_indexes_after_load else "indexed per row"  # fmt: skip
                self.stdout.write(
                    f"  import with vectors      {r.import_vectors_per_s:10.1f} memories/s"
                    f"  ({after}; goal >= 2000)"
                )
            if r.import_reembed_per_s:
                self.stdout.write(
                    f"  import that re-embeds    {r.import_reembed_per_s:10.1f} memories/s"
                    f"  ({r.ratio(r.import_reembed_per_s):.2f} x raw; goal >= 0.80)"
                )
            if r.chat_messages_per_s:
                self.stdout.write(
                    f"  chat import with mining  {r.chat_messages_per_s:10.1f} messages/s"
                    f"  ({r.ratio(r.chat_messages_per_s):.2f} x raw; goal >= 0.50;"
                    f" {r.chat_memories} memories made)"
                )
            if r.drawer_texts_per_s:
                self.stdout.write(
                    f"  embedder, drawers' texts {r.drawer_texts_per_s:10.1f} texts/s"
                    f"  ({r.ratio(r.drawer_texts_per_s):.2f} x raw; the chat import"
                    f" {r.chat_messages_per_s / r.drawer_texts_per_s:.2f} x it)"
                )


class _Null:
    def write(self, *_: Any) -> None:
        return None

    def flush(self) -> None:
        return None


def _setting(name: str) -> int:
    from django.conf import settings

    return int(getattr(settings, name))


def _embed_with_bar(texts: list[str], *, quiet: bool, desc: str) -> list[list[float]]:
    vectors: list[list[float]] = []
    with Progress(console=PROGRESS, disable=quiet, transient=True) as bars:
        task = bars.add_task(desc, total=len(texts))
        for start in range(0, len(texts), BULK_BATCH):
            vectors.extend(embed_bulk(texts[start : start + BULK_BATCH]))
            bars.advance(task, min(BULK_BATCH, len(texts) - start))
    return vectors


def _fresh_bench_user() -> Any:
    _forget_bench_user()
    return get_user_model().objects.create_user(username=USERNAME, password=None)


def _forget_bench_user() -> None:
    user = get_user_model().objects.filter(username=USERNAME).first()
    if user is not None:
        conversations = [str(pk) for pk in Conversation.objects.filter(owner=user)
                         .values_list("pk", flat=True)]  # fmt: skip
        TaskOutbox.objects.filter(task="palace.mine_conversation",
                                  args__0__in=conversations).delete()  # fmt: skip
        user.delete()


def _empty(user: Any) -> None:
    """None of the person's rows left: the next import starts on an empty store, the deleted
    rows vacuumed away here, untimed (else the timed import's own VACUUM cleans up the last
    run's 10 000 deletions and their index entries: 3.9 s of a 2 000-memory import's 22.6 s)."""
    Conversation.objects.filter(owner=user).delete()
    Memory.objects.filter(owner=user).delete()
    after_bulk_load()


def _fill(
    user: Any, texts: list[str], sample: list[list[float]], *, seed: int, quiet: bool
) -> None:
    """The person's memories with a vector each: the sample's vectors (computed by the model),
    each reused with a little noise beyond the sample; stored under each text's own hash, as an
    export then carries them."""
    import numpy as np

    rng = np.random.default_rng(seed)
    base = np.asarray(sample, dtype=np.float32)
    model = get_embedder().model
    for start in track(range(0, len(texts), 1000), description="corpus", console=PROGRESS,
                       disable=quiet, transient=True):  # fmt: skip
        chunk = texts[start : start + 1000]
        picked = base[np.arange(start, start + len(chunk)) % len(base)]
        if start + len(chunk) > len(base):
            picked = picked + rng.normal(0, 0.02, picked.shape).astype(np.float32)
        picked /= np.linalg.norm(picked, axis=1, keepdims=True)
        rows = [
            Memory(owner=user, content=text, kind="knowledge", scope="user",
                   content_hash=hashlib.sha256(text.encode()).hexdigest())
            for text in chunk
        ]  # fmt: skip
        Memory.objects.bulk_create(rows)
        MemoryEmbedding.objects.bulk_create(
            MemoryEmbedding(memory=row, model=model, dimensions=len(vector),
                            embedding=vector.tolist(),
                            text_hash=text_hash(embedding_text(content=row.content, kind=row.kind)))
            for row, vector in zip(rows, picked, strict=True)
        )  # fmt: skip
