"""memory_remember: validation, defaults, scopes, secret scrubbing, vectors and audit."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.db import connection
from django.test import override_settings
from django.utils import timezone

from memories.models import AuditEvent, Memory, MemoryEmbedding, Status
from memories.scoping import principal_for_user
from memories.services.store.memory import memory_remember
from memory_project.errors import Forbidden, PayloadTooLarge, ValidationFailed
from tests.factories.memories import PersonaFactory, ProjectFactory, ProjectMembershipFactory

pytestmark = pytest.mark.django_db

AWS_KEY = "AKIAIOSFODNN7EXAMPLQ"
GITHUB_TOKEN = "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"


def test_remember_stores_a_user_memory_with_defaults(alice_p):
    result = memory_remember(principal=alice_p, content="  Alice drinks green tea  ")
    memory = result.memory
    assert result.deduplicated is False
    assert memory.content == "Alice drinks green tea"
    assert memory.kind == "fact"
    assert memory.scope == "user"
    assert memory.owner_id == alice_p.user_id
    assert memory.source == "human"
    assert memory.confidence == 1.0
    assert memory.status == Status.ACTIVE
    assert len(memory.content_hash) == 64


def test_agent_memory_defaults_to_agent_source_and_initial_confidence(alice_agent):
    memory = memory_remember(principal=alice_agent, content="The build uses Python 3.11").memory
    assert memory.source == "agent"
    assert memory.confidence == 0.7
    assert memory.created_via_key_id == alice_agent.api_key_id


def test_agent_may_not_claim_a_human_source(alice_agent):
    with pytest.raises(ValidationFailed) as exc:
        memory_remember(principal=alice_agent, content="x", source="human")
    assert "source" in exc.value.fields


@pytest.mark.parametrize(
    ("kwargs", "field"),
    [
        ({"content": ""}, "content"),
        ({"content": "   "}, "content"),
        ({"content": "nul\x00byte"}, "content"),
        ({"content": "lone \ud800 surrogate"}, "content"),
        ({"content": "ok", "recall_hint": "h" * 2001}, "recall_hint"),
        ({"content": "ok", "kind": "gossip"}, "kind"),
        ({"content": "ok", "scope": "galaxy"}, "scope"),
        ({"content": "ok", "scope": "project"}, "scope_ref"),
        ({"content": "ok", "scope": "session"}, "scope_ref"),
        ({"content": "ok", "scope": "persona", "scope_ref": "nobody"}, "scope_ref"),
        ({"content": "ok", "scope": "user", "scope_ref": "stray"}, "scope_ref"),
        ({"content": "ok", "tags": [f"t{i}" for i in range(33)]}, "tags"),
        ({"content": "ok", "tags": ["x" * 101]}, "tags"),
        ({"content": "ok", "tags": "not-a-list"}, "tags"),
        ({"content": "ok", "confidence": 1.5}, "confidence"),
        ({"content": "ok", "relevance_score": -0.1}, "relevance_score"),
        ({"content": "ok", "entities": ["urn:li:not a urn"]}, "entities"),
        ({"content": "ok", "entities": ["urn::missing-nid"]}, "entities"),
        ({"content": "ok", "source": "oracle"}, "source"),
        ({"content": "ok", "metadata": {"bad": object()}}, "metadata"),
    ],
)
def test_remember_refuses_bad_input_with_a_field_error(alice_p, kwargs, field):
    with pytest.raises(ValidationFailed) as exc:
        memory_remember(principal=alice_p, **kwargs)
    assert field in exc.value.fields
    assert Memory.objects.count() == 0


def test_kind_error_lists_the_valid_kinds(alice_p):
    with pytest.raises(ValidationFailed) as exc:
        memory_remember(principal=alice_p, content="ok", kind="x")
    assert exc.value.fields["kind"][0].startswith("unknown kind 'x'; one of knowledge")


def test_oversized_content_is_413_on_content(alice_p):
    with pytest.raises(PayloadTooLarge) as exc:
        memory_remember(principal=alice_p, content="a" * 20_001)
    assert exc.value.status_code == 413
    assert "content" in exc.value.fields


@override_settings(MEMORY_MAX_CONTENT_CHARS=10)
def test_content_limit_comes_from_settings(alice_p):
    with pytest.raises(PayloadTooLarge):
        memory_remember(principal=alice_p, content="eleven char")


def test_tags_are_stripped_and_deduplicated_and_entities_accept_urns(alice_p):
    memory = memory_remember(
        principal=alice_p,
        content="Bob owns the billing service",
        tags=[" billing ", "Billing", "owners", ""],
        entities=["urn:person:bob", "urn:svc:billing", "urn:person:bob"],
    ).memory
    assert memory.tags == ["billing", "owners"]
    # The given URNs first, once each; then what the text names ("Bob", linked on save).
    assert memory.entities[:2] == ["urn:person:bob", "urn:svc:billing"]
    assert len(memory.entities) == len(set(memory.entities))


@pytest.mark.parametrize(
    ("kind", "days"), [("warning", 90), ("learning", 180), ("context", 30), ("pattern", None)]
)
def test_default_expiry_by_kind(alice_p, kind, days):
    memory = memory_remember(principal=alice_p, content=f"a {kind} memory", kind=kind).memory
    if days is None:
        assert memory.expires_at is None
    else:
        expected = timezone.now() + timedelta(days=days)
        assert abs((memory.expires_at - expected).total_seconds()) < 60


@override_settings(MEMORY_DEFAULT_EXPIRY_DAYS={"warning": 7, "context": None})
def test_default_expiry_is_configurable(alice_p):
    warning = memory_remember(principal=alice_p, content="w", kind="warning").memory
    context = memory_remember(principal=alice_p, content="c", kind="context").memory
    assert abs((warning.expires_at - timezone.now()).days - 7) <= 1
    assert context.expires_at is None


def test_env_expiry_override_is_read_by_settings(monkeypatch):
    from memory_project.settings import memory as memory_settings

    monkeypatch.setenv("MEMORY_EXPIRY_DAYS_WARNING", "14")
    monkeypatch.setenv("MEMORY_EXPIRY_DAYS_CONTEXT", "none")
    assert memory_settings._expiry_overrides() == {"warning": 14, "context": None}


def test_explicit_expiry_wins_and_must_be_future(alice_p):
    when = timezone.now() + timedelta(days=3)
    memory = memory_remember(principal=alice_p, content="w", kind="warning", expires_at=when).memory
    assert memory.expires_at == when
    with pytest.raises(ValidationFailed) as exc:
        memory_remember(
            principal=alice_p, content="old", expires_at=timezone.now() - timedelta(days=1)
        )
    assert "expires_at" in exc.value.fields


def test_secrets_are_scrubbed_before_anything_is_stored(alice_p):
    result = memory_remember(
        principal=alice_p,
        content=f"Deploy with aws key {AWS_KEY} please",
        recall_hint=f"the token {GITHUB_TOKEN} for CI",
    )
    memory = result.memory
    assert AWS_KEY not in memory.content
    assert GITHUB_TOKEN not in memory.recall_hint
    assert "[REDACTED:" in memory.content
    assert set(memory.metadata["redacted"]) >= {"aws_access_key", "github_token"}
    # Nowhere in the database: rows, revisions, audit details, embeddings' source text.
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT count(*) FROM memories_memory WHERE content LIKE %s OR recall_hint LIKE %s",
            [f"%{AWS_KEY}%", f"%{GITHUB_TOKEN}%"],
        )
        assert cursor.fetchone()[0] == 0
        cursor.execute(
            "SELECT count(*) FROM memories_auditevent WHERE detail::text LIKE %s", [f"%{AWS_KEY}%"]
        )
        assert cursor.fetchone()[0] == 0


def test_remember_stores_a_vector_of_the_configured_model(alice_p):
    memory = memory_remember(principal=alice_p, content="Carol's birthday is in May").memory
    vector = MemoryEmbedding.objects.get(memory=memory)
    assert vector.model == "all-MiniLM-L6-v2"
    assert vector.dimensions == 384


def test_remember_with_embedder_down_stores_without_a_vector(alice_p, embedder_down):
    result = memory_remember(principal=alice_p, content="Stored while the embedder is off")
    assert Memory.objects.filter(pk=result.memory.pk).exists()
    assert not MemoryEmbedding.objects.filter(memory=result.memory).exists()
    event = AuditEvent.objects.get(memory_id=result.memory.pk)
    assert event.detail["embedded"] is False


def test_remember_writes_an_audit_event_without_content(alice_agent):
    memory = memory_remember(principal=alice_agent, content="Secretless content here").memory
    event = AuditEvent.objects.get(action="remember", memory_id=memory.pk)
    assert event.actor_id == alice_agent.user_id
    assert event.api_key_id == alice_agent.api_key_id
    assert event.detail["deduplicated"] is False
    assert "Secretless content here" not in str(event.detail)


def test_project_scope_needs_membership(alice, bob):
    project = ProjectFactory(slug="apollo")
    ProjectMembershipFactory(project=project, user=alice)
    alice_p, bob_p = principal_for_user(alice), principal_for_user(bob)
    memory = memory_remember(
        principal=alice_p, content="Apollo ships Tuesdays", scope="project", scope_ref="apollo"
    ).memory
    assert memory.project_id == project.pk
    assert memory.scope_ref == "apollo"
    # Not his: answered exactly like a project that does not exist.
    with pytest.raises(ValidationFailed) as foreign:
        memory_remember(principal=bob_p, content="x", scope="project", scope_ref="apollo")
    with pytest.raises(ValidationFailed) as missing:
        memory_remember(principal=bob_p, content="x", scope="project", scope_ref="nope")
    assert foreign.value.fields == {"scope_ref": ["unknown project 'apollo'"]}
    assert missing.value.fields == {"scope_ref": ["unknown project 'nope'"]}


def test_persona_and_session_scopes_resolve_their_subject(alice):
    persona = PersonaFactory(slug="helper")
    persona.members.add(alice)
    alice_p = principal_for_user(alice)
    persona_memory = memory_remember(
        principal=alice_p, content="Helper speaks French", scope="persona", scope_ref="helper"
    ).memory
    session_memory = memory_remember(
        principal=alice_p, content="We are debugging login", scope="session", scope_ref="conv-1"
    ).memory
    assert persona_memory.persona_id == persona.pk
    assert session_memory.session_key == "conv-1"


def test_only_admins_write_global_memories_or_for_other_users(alice_p, bob_p, admin_p):
    with pytest.raises(Forbidden):
        memory_remember(principal=alice_p, content="Company holiday is May 1", scope="global")
    with pytest.raises(Forbidden):
        memory_remember(principal=alice_p, content="bob likes jazz", owner_id=bob_p.user_id)
    memory = memory_remember(principal=admin_p, content="Company holiday is May 1", scope="global")
    assert memory.memory.scope == "global"
    for_bob = memory_remember(principal=admin_p, content="bob likes jazz", owner_id=bob_p.user_id)
    assert for_bob.memory.owner_id == bob_p.user_id


def test_read_only_agent_key_cannot_remember(alice):
    from memories.scoping import principal_for_api_key
    from tests.factories.memories import api_key_for

    key, _ = api_key_for(alice, rules=("memory.read",))
    with pytest.raises(Forbidden):
        memory_remember(principal=principal_for_api_key(key), content="nope")
