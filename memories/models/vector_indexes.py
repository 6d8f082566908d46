"""The partial HNSW indexes built for one large visibility class's vectors.

A person in a large shared corpus (a project of tens of thousands of records) sees a few percent
of the store: searching the one HNSW index over every vector for their rows walks ~k / share
entries, each checked against the visibility rule. A class this large gets an index of its own
(`WHERE model = … AND class_key = …`), built and dropped by
`memories.services.upkeep.class_indexes`; recall searches such a class through it, at full
visibility. A row here says the index exists, is valid and every vector of the class carries
its key; recall routes only by these rows.
"""

from __future__ import annotations

from django.db import models


class ClassVectorIndex(models.Model):
    class_key = models.TextField()  # memories_class_key of the class
    model = models.CharField(max_length=200)  # the embedding model whose vectors it holds
    dimensions = models.PositiveIntegerField()
    index_name = models.CharField(max_length=63, unique=True)
    records = models.PositiveIntegerField()  # the class's active records when it was built
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        verbose_name_plural = "class vector indexes"
        constraints = [
            models.UniqueConstraint(
                fields=["class_key", "model"], name="class_vector_index_one_per_class"
            )
        ]

    def __str__(self) -> str:
        return f"{self.index_name} ({self.class_key} @ {self.model})"
