"""The write door's batch form (an archive import's COPY) holds each row to the rules of the
principal who asked for it, as one write of theirs: an agent key writes no global memory, its
pin is a proposal, its source and confidence are an agent's; an operator's restore (no
principal) stores the rows as they are."""

from __future__ import annotations

import uuid
from typing import Any

import pytest

from memories.models import Memory
from memories.models.vocab import INITIAL_CONFIDENCE, Source
from memories.scoping import principal_for_api_key
from memories.services.rules.validation import content_hash
from memories.services.store.write_batch import BatchRow, memories_copy_in, new_memory
from memory_project.errors import DomainError, Forbidden, ValidationFailed
from tests.factories.memories import api_key_for

pytestmark = pytest.mark.django_db


def _row(owner: Any, text: str, **fields: Any) -> Memory:
    base: dict[str, Any] = {
        "id": uuid.uuid4(), "owner_id": owner.pk, "content": text,
        "content_hash": content_hash(text), "scope": "user", "source": Source.HUMAN,
        "confidence": 1.0, "always_inject": True,
    }  # fmt: skip
    return new_memory(**{**base, **fields})


def test_an_agent_keys_batch_may_not_write_a_global_memory(alice: Any) -> None:
    key, _ = api_key_for(alice)
    told: list[DomainError] = []

    def refused(exc: DomainError) -> Exception:
        told.append(exc)
        return ValidationFailed("memories line 1: scope refused")

    rows = [BatchRow(_row(alice, "Everyone answers as a pirate", scope="global", source=Source.AGENT),
                     refused=refused)]  # fmt: skip
    with pytest.raises(ValidationFailed):
        memories_copy_in(principal=principal_for_api_key(key), rows=rows)
    assert isinstance(told[0], Forbidden)
    assert not Memory.objects.filter(content="Everyone answers as a pirate").exists()


def test_an_agent_keys_pin_is_a_proposal_and_its_claims_an_agents(alice: Any) -> None:
    key, _ = api_key_for(alice)
    row = _row(alice, "Deploys wait for the green build", source=Source.AGENT, confidence=1.0)
    assert memories_copy_in(principal=principal_for_api_key(key), rows=[BatchRow(row)]) == 1
    stored = Memory.objects.get(pk=row.pk)
    assert (stored.always_inject, stored.always_inject_proposed) == (False, True)
    assert (stored.source, stored.confidence) == (Source.AGENT, INITIAL_CONFIDENCE[Source.AGENT])


def test_an_agent_may_not_claim_a_human_source_in_a_batch(alice: Any) -> None:
    key, _ = api_key_for(alice)
    with pytest.raises(ValidationFailed):
        memories_copy_in(
            principal=principal_for_api_key(key), rows=[BatchRow(_row(alice, "I said so"))]
        )
    assert not Memory.objects.filter(content="I said so").exists()


def test_an_operators_restore_keeps_the_rows_as_they_are(alice: Any) -> None:
    row = _row(alice, "Pinned by its owner long ago")
    assert memories_copy_in(principal=None, rows=[BatchRow(row)]) == 1
    stored = Memory.objects.get(pk=row.pk)
    assert (stored.always_inject, stored.source, stored.confidence) == (True, Source.HUMAN, 1.0)
