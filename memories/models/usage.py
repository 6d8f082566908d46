"""What the models cost, per UTC day and source: calls and tokens (the cost breakdown).

Sources are named as the palace's cost breakdown names them: `memory_embed` (every embedding call, the query of a
recall included), `memory_extract` (the LLM extractor: mining and `/extract`), `memory_rerank`
(the reader model re-ordering recall candidates) and `memory_qa` (the reader model answering a
benchmark question). One row per (day, source), upserted by `memories.usage`.
"""

from __future__ import annotations

from django.db import models

SOURCE_EMBED = "memory_embed"
SOURCE_EXTRACT = "memory_extract"
SOURCE_RERANK = "memory_rerank"
SOURCE_QA = "memory_qa"
USAGE_SOURCES = (SOURCE_EMBED, SOURCE_EXTRACT, SOURCE_RERANK, SOURCE_QA)


class ModelUsage(models.Model):
    day = models.DateField()
    source = models.CharField(max_length=32)
    calls = models.BigIntegerField(default=0)
    tokens = models.BigIntegerField(default=0)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["day", "source"], name="model_usage_one_row_per_day")
        ]

    def __str__(self) -> str:
        return f"{self.day} {self.source}: {self.calls} calls, {self.tokens} tokens"
