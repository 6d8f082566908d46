"""Principals for the service tests: alice, bob, carol, admin as people, and alice's agent key."""

from __future__ import annotations

import pytest
from django.test import override_settings

from memories.embeddings import reset_embedder
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


@pytest.fixture
def embedder_down():
    """EMBEDDINGS_PROVIDER=none for one test; the real provider is restored afterwards."""
    with override_settings(EMBEDDINGS_PROVIDER="none"):
        reset_embedder()
        yield
    reset_embedder()


@pytest.fixture(params=["embedder up", "embedder down"])
def mode(request):
    """The test runs twice: with the MiniLM embedder (vector similarity) and without (lexical
    only); dedup must decide alike."""
    if request.param == "embedder up":
        reset_embedder()
        yield request.param
        return
    with override_settings(EMBEDDINGS_PROVIDER="none"):
        reset_embedder()
        yield request.param
    reset_embedder()
