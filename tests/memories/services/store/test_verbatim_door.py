"""Verbatim drawers pass the write door like any other row: the scope rule (global is an admin's,
an agent key's never) and the claims a principal may make (an agent's drawer keeps mining's
initial confidence, a person's is exactly what was said)."""

from __future__ import annotations

from typing import Any

import pytest

from memories.models import Memory
from memories.models.vocab import INITIAL_CONFIDENCE, Source
from memories.scoping import principal_for_api_key, principal_for_user
from memories.services.store.verbatim import VerbatimItem, verbatim_prepare, verbatim_store
from memory_project.errors import Forbidden
from tests.factories.memories import api_key_for

pytestmark = pytest.mark.django_db


def _prepared(text: str) -> Any:
    return verbatim_prepare([VerbatimItem(content=text, pointer="W-001/R-01/D-001")])


def test_an_agent_keys_drawer_may_not_go_global(alice: Any) -> None:
    key, _ = api_key_for(alice)
    with pytest.raises(Forbidden):
        verbatim_store(
            principal=principal_for_api_key(key), prepared=_prepared("deploy at noon"),
            source_conversation="c-1", scope="global",
        )  # fmt: skip
    assert not Memory.objects.filter(content="deploy at noon").exists()


def test_an_agent_keys_drawer_claims_what_an_agent_may(alice: Any) -> None:
    key, _ = api_key_for(alice)
    (row,) = verbatim_store(
        principal=principal_for_api_key(key), prepared=_prepared("the cache TTL is 60 s"),
        source_conversation="c-2",
    )  # fmt: skip
    row.refresh_from_db()
    assert (row.source, row.confidence) == (Source.MINING, INITIAL_CONFIDENCE[Source.MINING])
    assert (row.always_inject, row.always_inject_proposed, row.scope) == (False, False, "user")
    assert row.owner_id == alice.pk


def test_a_persons_drawer_is_exactly_what_was_said(alice: Any) -> None:
    (row,) = verbatim_store(
        principal=principal_for_user(alice), prepared=_prepared("we ship on fridays"),
        source_conversation="c-3",
    )  # fmt: skip
    row.refresh_from_db()
    assert (row.source, row.confidence, row.kind) == (Source.MINING, 1.0, "message")
