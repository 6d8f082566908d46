"""`audit_record` writes one row through its prepared statement; a row that need not wait for
the disk (an MCP call's, `flush=False`) turns `synchronous_commit` off for its own statement
only, never for a transaction around it nor for the connection after it."""

from __future__ import annotations

import uuid

import pytest
from django.db import connection, transaction

from memories.models import AuditEvent
from memories.services.audit import audit_record


def _synchronous_commit() -> str:
    with connection.cursor() as cursor:
        cursor.execute("SHOW synchronous_commit")
        return str(cursor.fetchone()[0])


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("flush", [True, False])
def test_the_row_is_written_whole_either_way_and_the_connection_keeps_its_setting(
    flush: bool, alice
) -> None:
    memory_id = uuid.uuid4()
    event = audit_record(
        principal=None, actor_id=alice.pk, action="mcp_call", memory_id=memory_id,
        detail={"tool": "memory_recall", "status": 200}, flush=flush,
    )  # fmt: skip

    row = AuditEvent.objects.get(pk=event.pk)
    assert (row.actor_id, row.action, row.memory_id) == (alice.pk, "mcp_call", memory_id)
    assert row.detail == {"tool": "memory_recall", "status": 200}
    assert row.created_at == event.created_at
    assert _synchronous_commit() == "on"  # the statement's own transaction ended with it


@pytest.mark.django_db(transaction=True)
def test_inside_a_transaction_the_row_waits_for_the_disk_like_the_writes_around_it(alice) -> None:
    with transaction.atomic():
        audit_record(principal=None, actor_id=alice.pk, action="remember", flush=False)
        # Off here would also commit the memory this row sits beside without a flush.
        assert _synchronous_commit() == "on"
    assert AuditEvent.objects.filter(actor_id=alice.pk, action="remember").count() == 1
