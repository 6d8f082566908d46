"""`manage.py bench_mining_dedup`: mine a deterministic 300-turn conversation of near-miss facts
with the embedder up and down, and print how many distinct facts each run kept (rolled back:
nothing stays in the database).

    python manage.py bench_mining_dedup
"""

from __future__ import annotations

import time
from typing import Any

from django.core.management.base import BaseCommand
from django.db import transaction
from django.test.utils import override_settings

from memories.bench.dedup import bench_principal, embedder_mode
from palace.bench.long_conversation import long_conversation, mine_long_conversation


class Command(BaseCommand):
    help = "Distinct facts kept when mining a long conversation, embedder up and down."

    def handle(self, *args: Any, **options: Any) -> None:
        conversation = long_conversation()
        self.stdout.write(
            f"{len(conversation.messages)} turns: {conversation.distinct_facts} distinct facts, "
            f"{conversation.restatements} restatements (offline extractor)"
        )
        kept: dict[str, set[str]] = {}
        # The offline extractor: the LLM one would make the count depend on a model.
        with override_settings(PALACE_LLM_EXTRACTION=False):
            for up in (True, False):
                with embedder_mode(up=up) as mode, transaction.atomic():
                    started = time.perf_counter()
                    kept[mode] = mine_long_conversation(
                        principal=bench_principal(), external_id=f"bench-mining-{mode}"
                    )
                    seconds = time.perf_counter() - started
                    transaction.set_rollback(True)
                self.stdout.write(f"{mode:<14} kept {len(kept[mode]):>4} facts ({seconds:.1f} s)")
        same = len(set(map(frozenset, kept.values()))) == 1
        self.stdout.write(f"same facts kept in both modes: {'yes' if same else 'no'}")
