"""Ingest a conversation (a built-in sample, or a LoCoMo-shaped file), mine it, and show the
palace and graph it produced, with mining throughput."""

from __future__ import annotations

import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError
from django.db.models import Count
from rich.console import Console
from rich.markup import escape
from rich.progress import Progress
from rich.tree import Tree

from memories.embeddings import get_embedder
from memories.models import Entity, Kind, Memory, Relation
from memories.scoping import principal_for_user
from palace.bench import ingest_sample, prepare_bench_run
from palace.locomo import load_samples
from palace.mining.pipeline import conversation_mine
from palace.models import Conversation, Drawer, Wing
from palace.services.conversations import MessageIn, conversation_ingest

DEMO = [
    (
        "Derek",
        "I finally rebuilt the efoil last weekend. The old 12V20Ah battery kept overheating.",
    ),
    ("Ana", "Nice! What did you swap in?"),
    ("Derek", "A 24V30Ah pack. My friend Priya helped me wire it with 10-AWG silicone wire."),
    ("Ana", "I love that you test everything at Lake Tahoe first."),
    ("Derek", "We're going back to Lake Tahoe on 14 June 2026 for a full day of runs."),
    ("Ana", "I prefer kayaking, but I'll bring the camera and film your runs."),
]


class Command(BaseCommand):
    help = "Ingest and mine a sample conversation (or a LoCoMo-shaped file) and show the result."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--file", type=Path, help="a LoCoMo-shaped JSON file")
        parser.add_argument("--sample", type=int, default=0, help="which sample of --file")
        parser.add_argument("--user", default="demo", help="owner of the demo palace")

    def handle(self, *args: Any, **options: Any) -> None:
        console = Console()
        prepare_bench_run()
        user, _ = get_user_model().objects.get_or_create(username=options["user"])
        principal = principal_for_user(user)
        conversations = self._ingest(principal, options, console)
        turns = sum(c.messages.count() for c in conversations)
        get_embedder().embed(["warm up"])  # load the model first: time mining, not the load
        started = time.perf_counter()
        with Progress(console=console, transient=True) as progress:
            task = progress.add_task("Mining", total=len(conversations))
            for conversation in conversations:
                conversation_mine(conversation_id=str(conversation.pk))
                progress.advance(task)
        elapsed = time.perf_counter() - started
        self._show(console, user, conversations, turns, elapsed)

    def _ingest(
        self, principal: Any, options: dict[str, Any], console: Console
    ) -> list[Conversation]:
        if options["file"] is None:
            start = datetime(2026, 6, 1, 18, 0, tzinfo=UTC)
            messages = [
                MessageIn(
                    speaker=s, content=t, sent_at=start + timedelta(minutes=i), external_id=str(i)
                )
                for i, (s, t) in enumerate(DEMO)
            ]
            conversation, _ = conversation_ingest(
                principal=principal, external_id="demo-efoil", title="Efoil rebuild",
                subject="Efoil rebuild", started_at=start, messages=messages,
            )  # fmt: skip
            return [conversation]
        try:
            samples = load_samples(options["file"])
            sample = samples[options["sample"]]
        except (OSError, ValueError, IndexError) as exc:
            raise CommandError(
                f"cannot read sample {options['sample']} of {options['file']}: {exc}"
            ) from exc
        name = str(sample.get("sample_id") or "sample")
        conversations = ingest_sample(sample, principal)
        console.print(f"Ingested {len(conversations)} sessions of {name}.")
        return conversations

    def _show(
        self,
        console: Console,
        user: Any,
        conversations: list[Conversation],
        turns: int,
        elapsed: float,
    ) -> None:
        ids = [c.pk for c in conversations]
        wings = Wing.objects.filter(rooms__conversation__in=ids).distinct()
        drawers = Drawer.objects.filter(room__conversation__in=ids)
        facts = Memory.objects.filter(source_conversation__in=[str(i) for i in ids]).exclude(
            kind=Kind.MESSAGE
        )
        tree = Tree(f"[bold]{user.username}'s palace")
        for wing in wings.prefetch_related("rooms__closets"):
            branch = tree.add(f"W-{wing.number:03d} {wing.name}")
            for room in wing.rooms.filter(conversation__in=ids).order_by("number")[:5]:
                closets = room.closets.annotate(n=Count("drawers")).order_by("-n")
                twig = branch.add(
                    f"R-{room.number:02d} {room.title} ({room.drawers.count()} drawers)"
                )
                for closet in closets[:4]:
                    twig.add(f"{closet.topic}: {closet.n} drawers")
        console.print(tree)
        sample = drawers.select_related("memory").order_by("room__number", "number").first()
        if sample is not None:
            console.print(
                f"e.g. {sample.pointer}: {sample.memory.content[:80]!r} {sample.tags[:4]}"
            )
        entities = Entity.objects.filter(owner=user)
        console.print(f"Entities: {', '.join(entities.values_list('name', flat=True)[:15])}")
        for fact in facts[:5]:
            console.print(escape(f"  fact [{fact.kind}] {fact.content[:90]}"))
        console.print(
            f"\n[bold]Counts[/bold]: wings {wings.count()}, rooms {len(conversations)}, closets "
            f"{drawers.values('closet').distinct().count()}, drawers {drawers.count()}, entities "
            f"{entities.count()}, relations {Relation.objects.filter(owner=user).count()}, facts "
            f"{facts.count()}"
        )
        rate = turns / elapsed if elapsed else 0.0
        console.print(f"Mined {turns} turns in {elapsed:.1f} s: {rate:.1f} turns/s")
