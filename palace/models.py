"""The palace: conversations and their messages, wings → rooms → closets → drawers, mining runs.

A drawer's text is a `memories.Memory` of kind `message` (verbatim, never paraphrased), so one
vector index, one full-text index and one recall pipeline serve memories and drawers alike; the
palace gives it a place (closet) and a pointer.
"""

from __future__ import annotations

import uuid

from django.conf import settings
from django.contrib.postgres.fields import ArrayField
from django.db import models


class Conversation(models.Model):
    class MiningStatus(models.TextChoices):
        PENDING = "pending"
        RUNNING = "running"
        DONE = "done"
        FAILED = "failed"

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="conversations"
    )
    external_id = models.CharField(max_length=200)
    title = models.CharField(max_length=300, blank=True, default="")
    subject = models.CharField(max_length=200, blank=True, default="")  # names the wing
    session_key = models.CharField(max_length=200, blank=True, default="")
    # A session-only conversation keeps the facts mined from it in its session; any other's go
    # where plain recall finds them (the person's scope, or the project it was sent for).
    session_only = models.BooleanField(default=False)
    # Ingested through a key bound to a project: everything mined from it belongs to that project
    # (memories.scoping: a key bound to another project never sees it).
    project = models.ForeignKey(
        "memories.Project", null=True, blank=True, on_delete=models.CASCADE, related_name="+"
    )
    # The key it was ingested through (a bound key without private reach sees only its own).
    created_via_key = models.ForeignKey(
        "memories.ApiKey", null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    started_at = models.DateTimeField()
    last_message_at = models.DateTimeField(null=True, blank=True)
    ended_at = models.DateTimeField(null=True, blank=True)
    mining_status = models.CharField(
        max_length=10, choices=MiningStatus.choices, default=MiningStatus.PENDING
    )
    mining_error = models.TextField(blank=True, default="")
    mined_through = models.PositiveIntegerField(default=0)  # checkpoint: last mined message seq
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["owner", "external_id"], name="conversation_external_id"
            )
        ]
        indexes = [models.Index(fields=["mining_status", "ended_at"], name="conversation_mining")]

    def __str__(self) -> str:
        return self.title or self.external_id


class Message(models.Model):
    conversation = models.ForeignKey(
        Conversation, on_delete=models.CASCADE, related_name="messages"
    )
    seq = models.PositiveIntegerField()
    speaker = models.CharField(max_length=200)
    role = models.CharField(max_length=20, default="user")  # user / assistant / system / tool
    content = models.TextField()
    external_id = models.CharField(max_length=200, blank=True, default="")
    sent_at = models.DateTimeField()
    metadata = models.JSONField(default=dict, blank=True)

    class Meta:
        ordering = ["conversation", "seq"]
        constraints = [
            models.UniqueConstraint(fields=["conversation", "seq"], name="message_seq"),
        ]

    def __str__(self) -> str:
        return f"{self.speaker}: {self.content[:50]}"


class Wing(models.Model):
    class Kind(models.TextChoices):
        PERSON = "person"
        PROJECT = "project"
        TOPIC = "topic"
        AGENT = "agent"

    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="wings"
    )
    number = models.PositiveIntegerField()
    slug = models.SlugField(max_length=200)
    name = models.CharField(max_length=200)
    kind = models.CharField(max_length=10, choices=Kind.choices, default=Kind.TOPIC)
    aliases = ArrayField(models.CharField(max_length=200), default=list, blank=True)
    reason = models.CharField(max_length=300, blank=True, default="")  # why it has this name
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["owner", "slug"], name="wing_slug"),
            models.UniqueConstraint(fields=["owner", "number"], name="wing_number"),
        ]

    def __str__(self) -> str:
        return self.name


class Room(models.Model):
    """A time-slice of a wing: typically one conversation."""

    wing = models.ForeignKey(Wing, on_delete=models.CASCADE, related_name="rooms")
    number = models.PositiveIntegerField()
    conversation = models.OneToOneField(
        Conversation, null=True, blank=True, on_delete=models.SET_NULL, related_name="room"
    )
    title = models.CharField(max_length=300)
    started_at = models.DateTimeField()
    ended_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["wing", "number"], name="room_number")]

    def __str__(self) -> str:
        return self.title


class Closet(models.Model):
    """A topic discussed within a room."""

    room = models.ForeignKey(Room, on_delete=models.CASCADE, related_name="closets")
    slug = models.SlugField(max_length=200)
    topic = models.CharField(max_length=200)
    reason = models.CharField(max_length=300, blank=True, default="")  # why it has this name

    class Meta:
        constraints = [models.UniqueConstraint(fields=["room", "slug"], name="closet_slug")]

    def __str__(self) -> str:
        return self.topic


class Drawer(models.Model):
    """One verbatim message in a closet, with its pointer and tags (@p @l @e @i @t)."""

    room = models.ForeignKey(Room, on_delete=models.CASCADE, related_name="drawers")
    closet = models.ForeignKey(Closet, on_delete=models.CASCADE, related_name="drawers")
    number = models.PositiveIntegerField()
    pointer = models.CharField(max_length=40)
    memory = models.OneToOneField(
        "memories.Memory", on_delete=models.CASCADE, related_name="drawer"
    )
    message = models.OneToOneField(
        Message, null=True, blank=True, on_delete=models.SET_NULL, related_name="drawer"
    )
    tags = ArrayField(models.CharField(max_length=200), default=list, blank=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["room", "number"], name="drawer_number"),
        ]
        indexes = [models.Index(fields=["pointer"], name="drawer_pointer")]

    def __str__(self) -> str:
        return self.pointer


class MiningRun(models.Model):
    """One mining of a conversation: what landed and what it cost, per source (activity event)."""

    class Status(models.TextChoices):
        RUNNING = "running"
        DONE = "done"
        FAILED = "failed"
        # Its worker died mid-run (the advisory lock it held is free); a later run resumed
        # from the last committed window.
        ABANDONED = "abandoned"

    conversation = models.ForeignKey(
        Conversation, on_delete=models.CASCADE, related_name="mining_runs"
    )
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.RUNNING)
    extractor = models.CharField(max_length=40)  # "offline" or the LLM model name
    started_at = models.DateTimeField(auto_now_add=True)
    finished_at = models.DateTimeField(null=True, blank=True)
    windows = models.PositiveIntegerField(default=0)
    drawers = models.PositiveIntegerField(default=0)
    facts = models.PositiveIntegerField(default=0)
    entities = models.PositiveIntegerField(default=0)
    cost = models.JSONField(default=dict, blank=True)  # {"memory_extract": {"calls", "tokens"}, …}
    error = models.TextField(blank=True, default="")

    class Meta:
        ordering = ["-started_at", "-id"]

    def __str__(self) -> str:
        return f"mining {self.conversation_id} ({self.status})"


class ImportJob(models.Model):
    """One upload a person brought in through the page or `POST /api/v1/imports`: an export
    archive of their own, or a chat history (ChatGPT, Claude, JSON Lines). The file waits in
    DATA_DIR/imports until a worker has run it; the row keeps the progress and the report."""

    class Kind(models.TextChoices):
        ARCHIVE = "archive", "Memory Layer export"
        CHATGPT = "chatgpt", "ChatGPT chats"
        CLAUDE = "claude", "Claude chats"
        JSONL = "jsonl", "JSON Lines chats"

    class Status(models.TextChoices):
        QUEUED = "queued"
        RUNNING = "running"
        DONE = "done"
        FAILED = "failed"

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="import_jobs"
    )
    kind = models.CharField(max_length=10, choices=Kind.choices)
    file_name = models.CharField(max_length=200)  # as uploaded (scrubbed), for the person
    size = models.PositiveBigIntegerField(default=0)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.QUEUED)
    phase = models.CharField(max_length=200, blank=True, default="")  # what it is doing now
    done = models.PositiveIntegerField(default=0)
    total = models.PositiveIntegerField(default=0)
    report = models.JSONField(default=dict, blank=True)
    error = models.TextField(blank=True, default="")
    # The key that uploaded it, if one did: the worker runs the import as that key (its binding
    # and write rules), never as the key's person; a key gone meanwhile imports nothing.
    via_key = models.BooleanField(default=False)
    api_key = models.ForeignKey(
        "memories.ApiKey", null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    # Runs begun: a job whose worker died under it this many times (IMPORT_MAX_ATTEMPTS) is
    # failed when its task is delivered again, never run again.
    attempts = models.PositiveSmallIntegerField(default=0)
    created_at = models.DateTimeField(auto_now_add=True)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [models.Index(fields=["owner", "-created_at"], name="importjob_owner_recent")]

    def __str__(self) -> str:
        return f"import {self.kind} {self.file_name} ({self.status})"

    @property
    def summary(self) -> str:
        """What a finished import brought, in words (from its report)."""
        report = self.report or {}
        if "chats" in report:
            text = f"{report['added']} of {report['chats']} chats added"
            if report.get("already_here"):
                text += f"; {report['already_here']} were here already"
            if report.get("skipped"):
                text += f"; {report['skipped']} skipped (see the report)"
            return text
        if self.status != self.Status.DONE:
            return ""
        created = [f"{n} {part}" for part, n in report.get("created", {}).items() if n]
        text = (", ".join(created) + " added") if created else "Nothing new"
        here = report.get("existing", {}).get("memories")
        return text + (f"; {here} memories were here already" if here else "")
