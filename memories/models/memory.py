"""The universal memory record, its vectors (one row per model), and its correction chain."""

from __future__ import annotations

import uuid

from django.conf import settings
from django.contrib.postgres.fields import ArrayField
from django.contrib.postgres.indexes import GinIndex
from django.contrib.postgres.search import SearchVector, SearchVectorField
from django.db import models
from django.db.models import F, Func, TextField
from pgvector.django import VectorField

from memories.models.vocab import CuratorRequest, Kind, Scope, Source, Status

MAX_CONTENT_CHARS = 20_000
MAX_HINT_CHARS = 2_000
MAX_TAGS = 32
MAX_TAG_CHARS = 100


class Memory(models.Model):
    """One memory: a note, a fact, a preference… or a verbatim palace drawer (kind `message`)."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    content = models.TextField()
    recall_hint = models.TextField(blank=True, default="")
    kind = models.CharField(max_length=20, choices=Kind.choices, default=Kind.FACT)
    tags = ArrayField(models.CharField(max_length=MAX_TAG_CHARS), default=list, blank=True)
    source = models.CharField(max_length=20, choices=Source.choices, default=Source.AGENT)
    source_conversation = models.CharField(max_length=200, blank=True, default="")
    source_run = models.CharField(max_length=200, blank=True, default="")
    pointer = models.CharField(max_length=64, blank=True, default="")  # palace pointer W-/R-/D-

    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="memories"
    )
    scope = models.CharField(max_length=16, choices=Scope.choices, default=Scope.USER)
    persona = models.ForeignKey(
        "memories.Persona", null=True, blank=True, on_delete=models.CASCADE, related_name="+"
    )
    project = models.ForeignKey(
        "memories.Project", null=True, blank=True, on_delete=models.CASCADE, related_name="+"
    )
    system = models.ForeignKey(
        "memories.System", null=True, blank=True, on_delete=models.CASCADE, related_name="+"
    )
    session_key = models.CharField(max_length=200, blank=True, default="")

    status = models.CharField(max_length=16, choices=Status.choices, default=Status.ACTIVE)
    stale_reason = models.TextField(blank=True, default="")
    confidence = models.FloatField(default=0.7)
    relevance_score = models.FloatField(default=0.5)
    expires_at = models.DateTimeField(null=True, blank=True)
    approved_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    approved_at = models.DateTimeField(null=True, blank=True)
    always_inject = models.BooleanField(default=False)
    # An agent proposes always_inject; it takes effect when a person confirms it (or
    # at once through a key trusted to pin). Until then it waits here, in the approval queue.
    always_inject_proposed = models.BooleanField(default=False)
    # What its owner asked curators to decide (approval, sharing, erasure): it opens a private
    # memory to curators (`scoping.visibility_filter`) until a curator decides or it is withdrawn.
    curator_request = models.CharField(
        max_length=16, choices=CuratorRequest.choices, blank=True, default=""
    )
    curator_request_at = models.DateTimeField(null=True, blank=True)
    superseded_by = models.ForeignKey(
        "self", null=True, blank=True, on_delete=models.SET_NULL, related_name="supersedes"
    )
    entities = ArrayField(models.CharField(max_length=500), default=list, blank=True)
    # Whom a memory is about inside its tenant, for the foreign contracts (mem0's end users,
    # agents, apps and runs as `user_id:alice`, sorted): narrows within what the key may read,
    # never widens it. Empty for our own API. Matched by containment through its GIN index.
    subject = ArrayField(models.TextField(), default=list, blank=True)
    metadata = models.JSONField(default=dict, blank=True)
    content_hash = models.CharField(max_length=64, db_index=True)  # SHA-256 of normalised content
    created_via_key = models.ForeignKey(
        "memories.ApiKey", null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    # Lexical index: hint weighs most, then content, then tags. Postgres maintains it.
    search_vector = models.GeneratedField(
        expression=SearchVector("recall_hint", weight="A", config="english")
        + SearchVector("content", weight="B", config="english")
        + SearchVector(
            Func(F("tags"), function="memories_tags_text", output_field=TextField()),
            weight="C",
            config="english",
        ),
        output_field=SearchVectorField(),
        db_persist=True,
    )
    # The record's visibility class (the term statistics' class, `memories_class_key`) as one
    # lexeme, indexed with `search_vector` in one GIN index: BM25 finds the matches of a query
    # within the caller's classes in one index scan, whatever the rest of the store holds.
    class_term = models.GeneratedField(
        expression=Func(
            F("scope"),
            F("owner"),
            F("persona"),
            F("project"),
            F("system"),
            function="memories_class_term",
            output_field=SearchVectorField(),
        ),
        output_field=SearchVectorField(),
        db_persist=True,
    )

    class Meta:
        verbose_name_plural = "memories"
        indexes = [
            # Serves the visibility filter + default status filter of every list and recall.
            models.Index(fields=["owner", "scope", "status"], name="memory_owner_scope_status"),
            models.Index(fields=["scope", "status"], name="memory_scope_status"),
            models.Index(fields=["status", "expires_at"], name="memory_expiry_sweep"),
            models.Index(fields=["source_conversation"], name="memory_conversation"),
            # No pending list, as every GIN index of this table (migration 0022).
            GinIndex(fields=["subject"], name="memory_subject", fastupdate=False),
        ]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(confidence__gte=0.0, confidence__lte=1.0),
                name="memory_confidence_0_1",
            ),
            models.CheckConstraint(
                condition=models.Q(relevance_score__gte=0.0, relevance_score__lte=1.0),
                name="memory_relevance_0_1",
            ),
        ]

    def __str__(self) -> str:
        return f"[{self.kind}] {self.content[:60]}"

    @property
    def scope_ref(self) -> str:
        """The subject of the scope: a persona/project/system slug, a session key, or ''."""
        if self.scope == Scope.PERSONA and self.persona_id:
            return self.persona.slug if self.persona else ""
        if self.scope == Scope.PROJECT and self.project_id:
            return self.project.slug if self.project else ""
        if self.scope == Scope.SYSTEM and self.system_id:
            return self.system.slug if self.system else ""
        if self.scope == Scope.SESSION:
            return self.session_key
        return ""


class MemoryEmbedding(models.Model):
    """A memory's vector under one model. Two models may coexist during a re-embed; queries
    only ever compare vectors of one model."""

    memory = models.ForeignKey(Memory, on_delete=models.CASCADE, related_name="embeddings")
    model = models.CharField(max_length=200)
    dimensions = models.PositiveIntegerField()
    embedding = VectorField()  # untyped so several models' sizes fit; indexes cast per model
    text_hash = models.CharField(max_length=64)  # SHA-256 of the embedded text
    created_at = models.DateTimeField(auto_now_add=True)
    # Whether the memory is global (everyone may see it), kept by the database (migration
    # 0017: set on insert, moved with the memory's scope). The global vectors have their own
    # HNSW index, searched at full visibility; whatever is written here, the trigger decides.
    in_global_scope = models.BooleanField(default=False, editable=False)
    # The memory's visibility class (`memories_class_key`), kept by the database like the flag
    # above (migration 0020). A large class's vectors get their own partial HNSW index
    # (`ClassVectorIndex`); rows stored before that migration stay NULL until their class is
    # indexed (`memories.services.upkeep.class_indexes` fills them first).
    class_key = models.TextField(null=True, editable=False)  # noqa: DJ001 (NULL: not filled yet)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["memory", "model"], name="memory_embedding_one_per_model"
            )
        ]
        indexes = [models.Index(fields=["model"], name="memory_embedding_model")]

    def __str__(self) -> str:
        return f"{self.memory_id} @ {self.model}"


class MemoryRevision(models.Model):
    """One step of a memory's correction chain: what it said before a change, and who changed it."""

    memory = models.ForeignKey(Memory, on_delete=models.CASCADE, related_name="revisions")
    content = models.TextField()
    recall_hint = models.TextField(blank=True, default="")
    kind = models.CharField(max_length=20)
    tags = ArrayField(models.CharField(max_length=MAX_TAG_CHARS), default=list, blank=True)
    reason = models.CharField(max_length=40)  # update, dedup, supersede, restore…
    changed_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    changed_via_key = models.ForeignKey(
        "memories.ApiKey", null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["created_at", "id"]

    def __str__(self) -> str:
        return f"{self.memory_id} {self.reason} {self.created_at:%Y-%m-%d %H:%M}"
