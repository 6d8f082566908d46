"""A person's memory settings; recall and mining read them ("Settings → Memory")."""

from __future__ import annotations

from django.conf import settings
from django.db import models

from memories.models.vocab import TOP_K_MAX


class MemorySettings(models.Model):
    user = models.OneToOneField(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="memory_settings"
    )
    enabled = models.BooleanField(
        default=True, help_text="Off: recall returns nothing for you and mining is paused."
    )
    top_k = models.PositiveSmallIntegerField(
        default=8, help_text="How many memories recall returns when a request does not say."
    )
    # None: the person has not chosen, the installation's RECALL_RERANK decides. A request's
    # own `rerank` beats both (request → person → installation).
    use_rerank = models.BooleanField(
        null=True,
        default=None,
        help_text="Pass the top 20 through the configured LLM (when there is one); "
        "empty: the installation's default.",
    )
    embedding_model = models.CharField(
        max_length=200, blank=True, default="", help_text="Empty: the installation's model."
    )
    rerank_model = models.CharField(
        max_length=200, blank=True, default="",
        help_text="The LLM model that reranks this person's recalls; empty: the installation's"
        " LLM_MODEL.",
    )  # fmt: skip
    auto_mine = models.BooleanField(
        default=True, help_text="Mine conversations as soon as they end."
    )
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        verbose_name_plural = "memory settings"
        constraints = [
            models.CheckConstraint(
                condition=models.Q(top_k__gte=1, top_k__lte=TOP_K_MAX), name="memory_settings_top_k"
            )
        ]

    def __str__(self) -> str:
        return f"memory settings of {self.user_id}"
