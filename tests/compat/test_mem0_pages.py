"""Memories written through mem0's surface show whom they are about on `/memory` (the list and a
memory's page) and the list filters by it."""

from __future__ import annotations

import pytest
from django.test import Client

from memories.models import Project
from memories.scoping import principal_for_api_key
from memories.services.store.memory import memory_remember
from tests.factories import AdminFactory, UserFactory
from tests.factories.memories import ProjectMembershipFactory, api_key_for

pytestmark = pytest.mark.django_db


def test_the_memory_list_shows_and_filters_by_subject_labels(client: Client) -> None:
    alice = UserFactory(username="alice")
    acme = Project.objects.create(slug="acme", name="Acme")
    ProjectMembershipFactory(project=acme, user=alice, can_manage=True)
    principal = principal_for_api_key(api_key_for(alice, project=acme)[0])
    about_u1 = memory_remember(
        principal=principal, content="Prefers window seats", subject_labels=["user_id:u1"]
    ).memory
    memory_remember(
        principal=principal, content="Prefers aisle seats", subject_labels=["user_id:u2"]
    )
    client.force_login(alice)

    everything = client.get("/memory/").content.decode()
    assert "user_id:u1" in everything
    assert "user_id:u2" in everything
    only_u1 = client.get("/memory/", {"subject": "user_id:u1"}).content.decode()
    assert "Prefers window seats" in only_u1
    assert "Prefers aisle seats" not in only_u1
    detail = client.get(f"/memory/m/{about_u1.pk}/").content.decode()
    assert "user_id:u1" in detail


def test_the_approval_queue_shows_and_filters_by_subject_labels(client: Client) -> None:
    alice = UserFactory(username="alice")
    acme = Project.objects.create(slug="acme", name="Acme")
    ProjectMembershipFactory(project=acme, user=alice, can_manage=True)
    principal = principal_for_api_key(api_key_for(alice, project=acme)[0])
    for end_user, seat in (("u1", "window"), ("u2", "aisle")):
        memory_remember(
            principal=principal,
            content=f"Prefers {seat} seats",
            scope="project",
            scope_ref="acme",
            subject_labels=[f"user_id:{end_user}"],
        )
    client.force_login(AdminFactory(username="root"))

    queue = client.get("/curation/approvals/").content.decode()
    assert "Prefers window seats" in queue
    assert "user_id:u1" in queue
    assert "user_id:u2" in queue
    only_u1 = client.get("/curation/approvals/", {"subject": "user_id:u1"}).content.decode()
    assert "Prefers window seats" in only_u1
    assert "Prefers aisle seats" not in only_u1
    bad = client.get("/curation/approvals/", {"subject": "no label"}).content.decode()
    assert "A subject is a label like user_id:alice-123." in bad
