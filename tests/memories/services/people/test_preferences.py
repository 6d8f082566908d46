"""Memory settings: reading them never writes, and a change shows on the very next read."""

from __future__ import annotations

from typing import Any

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from memories.models import MemorySettings
from memories.services.people.preferences import memory_settings_for, memory_settings_update

pytestmark = pytest.mark.django_db


def test_a_person_who_never_changed_a_setting_reads_the_defaults_in_one_query(alice: Any) -> None:
    with CaptureQueriesContext(connection) as captured:
        prefs = memory_settings_for(user_id=alice.pk)

    assert len(captured.captured_queries) == 1
    assert (prefs.enabled, prefs.top_k, prefs.use_rerank, prefs.embedding_model) == (
        True, 8, None, "",
    )  # fmt: skip
    assert not MemorySettings.objects.exists()


def test_a_change_is_stored_once_and_read_back_at_once(alice: Any) -> None:
    memory_settings_update(user_id=alice.pk, top_k=3)
    assert memory_settings_for(user_id=alice.pk).top_k == 3

    memory_settings_update(user_id=alice.pk, enabled=False)
    prefs = memory_settings_for(user_id=alice.pk)

    assert (prefs.enabled, prefs.top_k) == (False, 3)
    assert MemorySettings.objects.filter(user=alice).count() == 1
