"""Reads on a real streaming replica: a second PostgreSQL from the same embedded binaries, made
with `pg_basebackup -R` from the test primary, streaming over loopback unix sockets.

Which server answered is seen on the connections themselves: the queries a request ran on the
replica's connection (which reports `pg_is_in_recovery()`), and none there when it must not.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import psycopg
import pytest
from django.db import connections, router
from django.test.utils import CaptureQueriesContext
from rest_framework.test import APIClient

from memory_project.embedded.postgres import database_uri
from memory_project.embedded.replica import EmbeddedReplica
from memory_project.replicas import (
    MARK_PREFIX,
    ReplicaRouter,
    _redis,
    forget_health,
    replica_health,
)
from tests.conftest import wait_for
from tests.factories import UserFactory
from tests.factories.memories import MemoryFactory, api_key_for

ALIAS = "replica_1"
pytestmark = pytest.mark.django_db(transaction=True, databases=["default", ALIAS])
LIST_URL = "/api/v1/memories"


@pytest.fixture(scope="session")
def streaming_replica(django_db_setup: Any, django_db_blocker: Any) -> Iterator[EmbeddedReplica]:
    admin = database_uri(os.environ["DATABASE_URL"], "postgres")
    data_dir = Path(os.environ["DATA_DIR"])
    replica = EmbeddedReplica(data_dir / "replica", admin)
    replica.create()  # fresh: the test database exists on the primary by now
    replica.start()
    # Known to Django for the whole session (a test case allows only the aliases it names);
    # a mirror, so no test database is made or flushed for it.
    connections.settings[ALIAS] = {
        **connections["default"].settings_dict,
        "HOST": str(replica.pgdata),
        "PORT": "5433",
        "CONN_MAX_AGE": 0,
        "TEST": {"MIRROR": "default"},
    }
    yield replica
    connections[ALIAS].close()
    replica.stop(mode="immediate")


@pytest.fixture
def replica(streaming_replica: EmbeddedReplica, settings: Any) -> Iterator[EmbeddedReplica]:
    """The replica as `replica_1`, with the router on, for one test."""
    if not streaming_replica.running():
        streaming_replica.start()
    settings.DATABASE_REPLICAS = [ALIAS]
    settings.DATABASE_REPLICA_MAX_LAG_SECONDS = 60.0
    settings.DATABASE_REPLICA_CHECK_SECONDS = 0.5
    settings.DATABASE_READ_YOUR_WRITES_SECONDS = 30.0
    router.__dict__["routers"] = [ReplicaRouter()]
    forget_health()
    try:
        yield streaming_replica
    finally:
        router.__dict__.pop("routers", None)
        connections[ALIAS].close()
        forget_health()
        if not streaming_replica.running():
            streaming_replica.start()
        _resume_replay(streaming_replica)


def _test_db() -> str:
    return str(connections["default"].settings_dict["NAME"])


def _on_replica(replica: EmbeddedReplica, sql: str) -> Any:
    with psycopg.connect(replica.uri(_test_db()), autocommit=True) as conn:
        return conn.execute(sql).fetchone()


def _resume_replay(replica: EmbeddedReplica) -> None:
    if replica.running():
        _on_replica(replica, "SELECT pg_wal_replay_resume()")


def _client(user: Any) -> APIClient:
    _, raw = api_key_for(user)
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {raw}")
    return client


def _forget_writes() -> None:
    for key in _redis().scan_iter(f"{MARK_PREFIX}*"):
        _redis().delete(key)


def _listed(client: APIClient) -> tuple[set[str], int]:
    """The ids a listing returned, and how many statements ran on the replica for it."""
    ran: list[str] = []

    def count(execute: Any, sql: str, params: Any, many: bool, context: Any) -> Any:
        ran.append(sql)
        return execute(sql, params, many, context)

    with connections[ALIAS].execute_wrapper(count):  # connects to nothing by itself
        response = client.get(LIST_URL)
    assert response.status_code == 200, response.content
    return {item["id"] for item in response.json()["results"]}, len(ran)


def test_the_copy_is_a_streaming_standby(replica: EmbeddedReplica) -> None:
    assert _on_replica(replica, "SELECT pg_is_in_recovery()") == (True,)
    assert _on_replica(replica, "SELECT status FROM pg_stat_wal_receiver") == ("streaming",)
    health = replica_health(ALIAS, fresh=True)
    assert health.healthy, health.reason


def test_listing_reads_on_the_replica_and_writes_on_the_primary(replica: EmbeddedReplica) -> None:
    alice = UserFactory(username="alice")
    memory = MemoryFactory(owner=alice)
    client = _client(alice)
    replica.wait_caught_up(_test_db())
    _forget_writes()  # the key's creation is not a request of this caller
    ids, statements = _listed(client)
    assert str(memory.id) in ids
    assert statements > 0  # the listing ran on the standby
    with connections[ALIAS].cursor() as cursor:
        cursor.execute("SELECT pg_is_in_recovery()")
        assert cursor.fetchone() == (True,)
    with CaptureQueriesContext(connections[ALIAS]) as on_replica:
        response = client.post(LIST_URL, {"content": "Written through the API"}, format="json")
    assert response.status_code == 201, response.content
    assert on_replica.captured_queries == []  # a write request never touches the replica


def test_a_caller_reads_its_own_writes_while_the_replica_lags(replica: EmbeddedReplica) -> None:
    alice, bob = UserFactory(username="alice"), UserFactory(username="bob")
    client, other = _client(alice), _client(bob)
    replica.wait_caught_up(_test_db())
    _forget_writes()
    _on_replica(replica, "SELECT pg_wal_replay_pause()")  # the replica now falls behind
    response = client.post(LIST_URL, {"content": "Fresh fact for the next read"}, format="json")
    assert response.status_code == 201, response.content
    written = response.json()["id"]
    ids, statements = _listed(client)
    assert written in ids
    assert statements == 0
    _, statements = _listed(other)
    assert statements > 0  # bob, who wrote nothing, still reads from the replica
    _forget_writes()  # without the mark, alice would read the stale replica:
    ids, statements = _listed(client)
    assert statements > 0
    assert written not in ids
    _resume_replay(replica)
    replica.wait_caught_up(_test_db())
    ids, _ = _listed(client)
    assert written in ids


def _unhealthy(health: Any) -> Any:
    return None if health.healthy else health


def _once_on_replica(client: APIClient) -> tuple[set[str], int]:
    """The listing, polled until it is read on the replica again (the router checks the
    replica's health at most every DATABASE_REPLICA_CHECK_SECONDS)."""

    def on_replica() -> tuple[set[str], int] | None:
        ids, statements = _listed(client)
        return (ids, statements) if statements else None

    listed: tuple[set[str], int] = wait_for(on_replica, 10, interval=0.1)
    return listed


def test_a_lagging_replica_is_skipped_and_used_again_when_caught_up(
    replica: EmbeddedReplica, settings: Any
) -> None:
    alice = UserFactory(username="alice")
    client = _client(alice)
    replica.wait_caught_up(_test_db())
    _forget_writes()
    settings.DATABASE_REPLICA_MAX_LAG_SECONDS = 0.5
    _on_replica(replica, "SELECT pg_wal_replay_pause()")
    MemoryFactory(owner=alice)  # WAL the replica receives but does not replay
    health = wait_for(lambda: _unhealthy(replica_health(ALIAS, fresh=True)), 10, interval=0.1)
    assert not health.healthy
    assert health.lag_seconds is not None
    assert health.lag_seconds > 0.5
    ids, statements = _listed(client)
    assert len(ids) == 1
    assert statements == 0
    _resume_replay(replica)
    replica.wait_caught_up(_test_db())
    ids, statements = _once_on_replica(client)  # at its next check, at most 0.5 s later
    assert len(ids) == 1
    assert statements > 0


def test_a_stopped_replica_is_skipped_without_an_error_and_used_again(
    replica: EmbeddedReplica, settings: Any
) -> None:
    alice = UserFactory(username="alice")
    MemoryFactory(owner=alice)
    client = _client(alice)
    replica.wait_caught_up(_test_db())
    _forget_writes()
    settings.DATABASE_REPLICA_CHECK_SECONDS = 60.0  # the cached health still says "healthy"
    assert replica_health(ALIAS, fresh=True).healthy
    assert _listed(client)[1] > 0
    replica.stop(mode="immediate")
    # The statement fails on the replica; the view runs again on the primary.
    ids, _ = _listed(client)
    assert len(ids) == 1
    assert not replica_health(ALIAS).healthy  # marked down, skipped from now on
    ids, statements = _listed(client)
    assert len(ids) == 1
    assert statements == 0
    replica.start()
    settings.DATABASE_REPLICA_CHECK_SECONDS = 0.5
    ids, statements = _once_on_replica(client)
    assert len(ids) == 1
    assert statements > 0


def test_without_replicas_nothing_is_routed(settings: Any) -> None:
    settings.DATABASE_REPLICAS = []
    alice = UserFactory(username="alice")
    MemoryFactory(owner=alice)
    response = _client(alice).get(LIST_URL)
    assert response.status_code == 200
    assert len(response.json()["results"]) == 1


def test_recall_runs_on_the_replica(replica: EmbeddedReplica) -> None:
    alice = UserFactory(username="alice")
    MemoryFactory(owner=alice, content="The staging database lives in Frankfurt")
    client = _client(alice)
    replica.wait_caught_up(_test_db())
    _forget_writes()
    ran: list[str] = []

    def count(execute: Any, sql: str, params: Any, many: bool, context: Any) -> Any:
        ran.append(sql)
        return execute(sql, params, many, context)

    with connections[ALIAS].execute_wrapper(count):
        response = client.post(
            "/api/v1/recall", {"query": "Frankfurt", "strategy": "lexical"}, format="json"
        )
    assert response.status_code == 200, response.content
    assert [hit["content"] for hit in response.json()["results"]] == [
        "The staging database lives in Frankfurt"
    ]
    assert any("to_tsvector('english'" in sql for sql in ran)  # the search itself, on the standby


def test_metrics_report_each_replica_lag_and_health(replica: EmbeddedReplica) -> None:
    from memory_project.metrics import scrape

    text = scrape().decode()
    assert 'memory_db_replica_healthy{replica="replica_1"} 1.0' in text
    assert 'memory_db_replica_lag_seconds{replica="replica_1"}' in text


# --- MCP -----------------------------------------------------------------------------------------
# An MCP tool runs its REST operation's view behind the replica middleware (palace.mcp.dispatch),
# so its reads are routed like the REST call's: read tools on a healthy replica, and after the
# caller wrote (over MCP or REST: the same key), on the primary. Called here over /mcp itself,
# as served. Which server answered is seen in what it answers: a replica whose replay is paused
# does not have a row written since.


def _mcp(raw_key: str, tool: str, arguments: dict[str, Any]) -> dict[str, Any]:
    """One tools/call over POST /mcp (stateless streamable HTTP, JSON answer)."""
    from django.test import Client

    message = {"jsonrpc": "2.0", "id": 1, "method": "tools/call",
               "params": {"name": tool, "arguments": arguments}}  # fmt: skip
    response = Client().post(
        "/mcp", message, content_type="application/json",
        headers={"Accept": "application/json, text/event-stream",
                 "Authorization": f"Bearer {raw_key}"},
    )  # fmt: skip
    assert response.status_code == 200, response.content
    result = response.json()["result"]
    assert not result.get("isError"), result
    return dict(result["structuredContent"])


def _mcp_listed(raw_key: str) -> set[str]:
    return {item["content"] for item in _mcp(raw_key, "memory_list", {})["results"]}


def _mcp_recalled(raw_key: str, query: str) -> set[str]:
    found = _mcp(raw_key, "memory_recall", {"query": query, "strategy": "lexical"})
    return {hit["content"] for hit in found["results"]}


def test_mcp_read_tools_read_on_the_replica(replica: EmbeddedReplica) -> None:
    alice = UserFactory(username="alice")
    MemoryFactory(owner=alice, content="The staging database lives in Frankfurt")
    _, raw = api_key_for(alice)
    replica.wait_caught_up(_test_db())
    _forget_writes()
    assert _mcp_listed(raw) == {"The staging database lives in Frankfurt"}
    _on_replica(replica, "SELECT pg_wal_replay_pause()")
    MemoryFactory(owner=alice, content="The backups moved to Oslo")  # not by this caller
    # Served by the paused standby: it has not replayed the new row.
    assert _mcp_listed(raw) == {"The staging database lives in Frankfurt"}
    assert _mcp_recalled(raw, "Oslo") == set()
    assert _mcp_recalled(raw, "Frankfurt") == {"The staging database lives in Frankfurt"}
    _resume_replay(replica)
    replica.wait_caught_up(_test_db())
    assert "The backups moved to Oslo" in _mcp_listed(raw)
    assert _mcp_recalled(raw, "Oslo") == {"The backups moved to Oslo"}


def test_mcp_reads_its_own_writes_while_the_replica_lags(replica: EmbeddedReplica) -> None:
    alice, bob = UserFactory(username="alice"), UserFactory(username="bob")
    _, alice_key = api_key_for(alice)
    _, bob_key = api_key_for(bob)
    replica.wait_caught_up(_test_db())
    _forget_writes()
    _on_replica(replica, "SELECT pg_wal_replay_pause()")
    saved = _mcp(alice_key, "memory_save", {"content": "Deploys freeze on Fridays"})
    assert saved["content"] == "Deploys freeze on Fridays"
    # Alice's next reads, over MCP and over REST with the same key, go to the primary.
    assert _mcp_listed(alice_key) == {"Deploys freeze on Fridays"}
    assert _mcp_recalled(alice_key, "Fridays") == {"Deploys freeze on Fridays"}
    rest = APIClient()
    rest.credentials(HTTP_AUTHORIZATION=f"Bearer {alice_key}")
    assert [m["content"] for m in rest.get(LIST_URL).json()["results"]] == [
        "Deploys freeze on Fridays"
    ]
    # Bob wrote nothing: he still reads from the standby, which lacks his newest row.
    MemoryFactory(owner=bob, content="Bob's newest note")
    assert _mcp_listed(bob_key) == set()
    _forget_writes()  # without the mark, alice reads the stale standby too
    assert _mcp_listed(alice_key) == set()


def test_mcp_reads_survive_a_stopped_replica(replica: EmbeddedReplica, settings: Any) -> None:
    alice = UserFactory(username="alice")
    MemoryFactory(owner=alice, content="The staging database lives in Frankfurt")
    _, raw = api_key_for(alice)
    replica.wait_caught_up(_test_db())
    _forget_writes()
    settings.DATABASE_REPLICA_CHECK_SECONDS = 60.0  # the cached health still says "healthy"
    assert replica_health(ALIAS, fresh=True).healthy
    replica.stop(mode="immediate")
    # The statement fails on the replica; the tool's operation runs again on the primary.
    assert _mcp_listed(raw) == {"The staging database lives in Frankfurt"}
    assert _mcp_recalled(raw, "Frankfurt") == {"The staging database lives in Frankfurt"}
    assert not replica_health(ALIAS).healthy
