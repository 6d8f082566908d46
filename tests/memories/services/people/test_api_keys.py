"""API keys (create once, authenticate, revoke), per-run write caps and create_api_key."""

from __future__ import annotations

import hashlib
import threading
from datetime import timedelta
from io import StringIO

import pytest
from django.core.management import CommandError, call_command
from django.db import connections
from django.utils import timezone

from memories.models import ApiKey, AuditEvent, Memory, RunWriteCount
from memories.scoping import principal_for_api_key
from memories.services.people.api_keys import api_key_authenticate, api_key_create, api_key_revoke
from memories.services.store.memory import memory_remember
from memory_project.errors import NotAuthenticated, NotFound, RateLimited, ValidationFailed
from tests.factories import UserFactory
from tests.factories.memories import PersonaFactory, ProjectFactory, ProjectMembershipFactory


@pytest.mark.django_db
def test_key_is_returned_once_and_only_its_hash_is_stored(alice):
    key, raw = api_key_create(user=alice, name="laptop agent")
    assert raw.startswith(f"ml_{key.prefix}_")
    assert key.key_hash == hashlib.sha256(raw.encode()).hexdigest()
    assert raw not in str(ApiKey.objects.filter(pk=key.pk).values().first())
    assert api_key_authenticate(raw_key=raw).pk == key.pk
    event = AuditEvent.objects.get(action="api_key_create")
    assert event.actor_id == alice.pk
    assert raw not in str(event.detail)


@pytest.mark.django_db
@pytest.mark.parametrize("raw", ["", "nonsense", "ml_abc_def", "ml_000000000000_" + "x" * 43])
def test_unknown_or_malformed_keys_are_not_authenticated(alice, raw):
    api_key_create(user=alice)
    with pytest.raises(NotAuthenticated):
        api_key_authenticate(raw_key=raw)


@pytest.mark.django_db
def test_revoked_and_expired_keys_are_refused(alice, alice_p):
    key, raw = api_key_create(user=alice)
    api_key_revoke(principal=alice_p, key_id=key.pk)
    with pytest.raises(NotAuthenticated, match="revoked"):
        api_key_authenticate(raw_key=raw)
    expiring, raw2 = api_key_create(user=alice, expires_at=timezone.now() + timedelta(hours=1))
    ApiKey.objects.filter(pk=expiring.pk).update(expires_at=timezone.now() - timedelta(seconds=1))
    with pytest.raises(NotAuthenticated, match="expired"):
        api_key_authenticate(raw_key=raw2)
    assert AuditEvent.objects.filter(action="api_key_revoke").count() == 1


@pytest.mark.django_db
def test_last_used_at_is_written_at_most_once_a_minute(alice, django_assert_num_queries):
    _key, raw = api_key_create(user=alice)
    first = api_key_authenticate(raw_key=raw).last_used_at
    assert first is not None
    with django_assert_num_queries(1):  # the lookup alone: the row read says it is fresh
        again = api_key_authenticate(raw_key=raw)
    assert ApiKey.objects.get(pk=again.pk).last_used_at == first


@pytest.mark.django_db
def test_a_stale_last_used_at_is_written_by_one_conditional_update(
    alice, django_assert_num_queries
):
    key, raw = api_key_create(user=alice)
    long_ago = timezone.now() - timedelta(hours=1)
    ApiKey.objects.filter(pk=key.pk).update(last_used_at=long_ago)

    with django_assert_num_queries(2):  # the lookup, and the UPDATE
        touched = api_key_authenticate(raw_key=raw).last_used_at

    assert touched is not None
    assert touched > long_ago
    assert ApiKey.objects.get(pk=key.pk).last_used_at == touched


@pytest.mark.django_db
def test_only_the_owner_or_an_admin_revokes(alice, bob_p, admin_p):
    key, _ = api_key_create(user=alice)
    with pytest.raises(NotFound):
        api_key_revoke(principal=bob_p, key_id=key.pk)
    assert api_key_revoke(principal=admin_p, key_id=key.pk).revoked_at is not None


@pytest.mark.django_db
def test_a_key_never_grants_a_persona_or_project_its_user_lacks(alice):
    with pytest.raises(ValidationFailed) as exc:
        api_key_create(user=alice, persona=PersonaFactory.create(slug="ops"))
    assert "persona" in exc.value.fields
    with pytest.raises(ValidationFailed) as exc:
        api_key_create(user=alice, project=ProjectFactory.create(slug="apollo"))
    assert "project" in exc.value.fields
    with pytest.raises(ValidationFailed) as exc:
        api_key_create(user=alice, rules=["memory.delete"])
    assert "rules" in exc.value.fields


@pytest.mark.django_db
def test_write_cap_stops_a_run_and_dedup_does_not_count(alice):
    key, _ = api_key_create(user=alice, write_cap=2)
    agent = principal_for_api_key(key)
    memory_remember(principal=agent, content="first run fact", source_run="run-1")
    memory_remember(principal=agent, content="second run fact about ports", source_run="run-1")
    again = memory_remember(principal=agent, content="First run fact", source_run="run-1")
    assert again.deduplicated is True
    with pytest.raises(RateLimited, match="write cap of 2 memories for this run reached") as exc:
        memory_remember(principal=agent, content="a third, different thing", source_run="run-1")
    assert exc.value.status_code == 429
    # Another run has its own budget; the refused write left no row behind.
    memory_remember(principal=agent, content="a third, different thing", source_run="run-2")
    assert Memory.objects.count() == 3
    assert RunWriteCount.objects.get(api_key=key, run_id="run-1").writes == 2


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("cap", ["write_cap", "writes_per_hour"])
def test_write_cap_holds_under_concurrency(cap):
    """Per run (one run id) and per hour (a fresh run id per writer): never past the cap."""
    user = UserFactory.create(username="alice")
    key, _ = api_key_create(user=user, **{cap: 5})
    agent = principal_for_api_key(key)
    barrier = threading.Barrier(20)
    outcomes: list[str] = []

    def worker(n: int) -> None:
        try:
            barrier.wait(timeout=30)
            memory_remember(
                principal=agent,
                content=f"distinct fact {n} " + "word " * n,
                source_run="r" if cap == "write_cap" else f"r{n}",
            )
            outcomes.append("ok")
        except RateLimited:
            outcomes.append("capped")
        except BaseException as exc:
            outcomes.append(repr(exc))
        finally:
            connections.close_all()

    threads = [threading.Thread(target=worker, args=(n,)) for n in range(20)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    print(f"\n{cap} 5, 20 concurrent writers -> {Memory.objects.count()} rows")
    assert sorted(set(outcomes)) == ["capped", "ok"]
    assert outcomes.count("ok") == 5
    assert Memory.objects.count() == 5
    counter = key.run_counts.get(run_id="r") if cap == "write_cap" else key.write_windows.get()
    assert counter.writes == 5


@pytest.mark.django_db
def test_create_api_key_command_prints_the_key_once(alice):
    project = ProjectFactory(slug="apollo")
    ProjectMembershipFactory(project=project, user=alice)
    out = StringIO()
    call_command(
        "create_api_key",
        "--user=alice",
        "--project=apollo",
        "--rules=memory.read",
        "--write-cap=10",
        "--writes-per-hour=200",
        "--expires-days=30",
        "--name=ci bot",
        stdout=out,
    )
    raw = next(line for line in out.getvalue().splitlines() if line.startswith("API key: "))
    key = api_key_authenticate(raw_key=raw.removeprefix("API key: "))
    assert (key.project_id, key.rules, key.write_cap, key.writes_per_hour, key.name) == (
        project.pk,
        ["memory.read"],
        10,
        200,
        "ci bot",
    )
    assert key.expires_at is not None


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--user=nobody"], "Unknown user 'nobody'"),
        (["--user=alice", "--persona=ghost"], "Unknown persona 'ghost'"),
        (["--user=alice", "--project=ghost"], "Unknown project 'ghost'"),
        (["--user=alice", "--rules=memory.read,memory.nuke"], "Unknown rule(s) memory.nuke"),
    ],
)
def test_create_api_key_command_explains_bad_arguments(alice, args, message):
    with pytest.raises(CommandError) as exc:
        call_command("create_api_key", *args, stdout=StringIO())
    assert message in str(exc.value)
