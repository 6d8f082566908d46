"""Principals for the tests of memories/: alice, bob, carol, admin, and alice's agent key."""

from __future__ import annotations

import pytest

from memories.scoping import principal_for_api_key, principal_for_user
from tests.factories.memories import api_key_for


@pytest.fixture
def alice_p(alice):
    return principal_for_user(alice)


@pytest.fixture
def bob_p(bob):
    return principal_for_user(bob)


@pytest.fixture
def carol_p(carol):
    return principal_for_user(carol)


@pytest.fixture
def admin_p(admin_user):
    return principal_for_user(admin_user)


@pytest.fixture
def alice_agent(alice):
    """An agent acting for alice through an API key with both rules."""
    key, _raw = api_key_for(alice)
    return principal_for_api_key(key)
