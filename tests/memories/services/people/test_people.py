"""People and groups services: accounts with a one-time password, deactivation, personas,
projects and systems and their members, each change audited; admins do it all, a project's
managers manage that project's members only, and no agent key does any of it."""

from __future__ import annotations

from typing import Any

import pytest
from django.contrib.auth import get_user_model

from memories.models import AuditEvent, ProjectMembership, SystemGrant
from memories.scoping import principal_for_api_key, principal_for_user
from memories.services.people.accounts import (
    group_create,
    persona_create,
    persona_member_set,
    project_create,
    project_member_set,
    system_create,
    system_grant_set,
    user_create,
    user_deactivate,
    user_set_active,
)
from memories.services.people.api_keys import api_key_authenticate
from memory_project.errors import Conflict, Forbidden, NotAuthenticated, ValidationFailed
from tests.factories.memories import ProjectFactory, ProjectMembershipFactory, api_key_for

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _fast_passwords(settings: Any) -> None:
    """Many accounts per test: a fast hasher (the hasher is not what these tests are about)."""
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


def test_an_admin_creates_an_account_with_a_one_time_password_that_signs_in(admin_user, client):
    user, password = user_create(
        principal=principal_for_user(admin_user), username="dana", email="dana@example.test"
    )
    assert len(password) >= 20
    assert user.check_password(password)
    assert not user.is_superuser
    assert password not in str(AuditEvent.objects.get(action="user_create").detail)
    assert client.login(username="dana", password=password)


def test_two_accounts_get_different_passwords(admin_user):
    admin = principal_for_user(admin_user)
    _, first = user_create(principal=admin, username="erin")
    _, second = user_create(principal=admin, username="frank")
    assert first != second


def test_a_taken_or_malformed_username_is_refused_with_a_field_message(admin_user, alice):
    admin = principal_for_user(admin_user)
    with pytest.raises(Conflict) as taken:
        user_create(principal=admin, username="ALICE")
    assert taken.value.fields == {"username": ["already taken"]}
    with pytest.raises(ValidationFailed) as bad:
        user_create(principal=admin, username="has space", email="nope")
    assert set(bad.value.fields) == {"username", "email"}


def test_only_an_admin_as_a_person_manages_people_and_groups(admin_user, alice):
    key, _ = api_key_for(admin_user)
    for principal in (principal_for_user(alice), principal_for_api_key(key)):
        with pytest.raises(Forbidden):
            user_create(principal=principal, username="mallory")
        with pytest.raises(Forbidden):
            project_create(principal=principal, slug="side-project")
        with pytest.raises(Forbidden):
            user_deactivate(principal=principal, user_id=alice.pk)
    assert not get_user_model().objects.filter(username="mallory").exists()


def test_deactivating_stops_sign_in_and_every_key_at_once(admin_user, alice, client):
    _, raw = api_key_for(alice)
    api_key_authenticate(raw_key=raw)
    user_deactivate(principal=principal_for_user(admin_user), user_id=alice.pk)
    with pytest.raises(NotAuthenticated):
        api_key_authenticate(raw_key=raw)
    assert not client.login(username="alice", password="correct horse battery staple")
    assert AuditEvent.objects.filter(action="user_deactivate", detail__user="alice").exists()
    user_set_active(principal=principal_for_user(admin_user), user_id=alice.pk, active=True)
    api_key_authenticate(raw_key=raw)


def test_an_admin_cannot_deactivate_themselves(admin_user):
    with pytest.raises(Forbidden):
        user_deactivate(principal=principal_for_user(admin_user), user_id=admin_user.pk)


def test_groups_are_created_by_unique_slug_and_audited(admin_user):
    admin = principal_for_user(admin_user)
    persona = persona_create(principal=admin, slug="reviewer", name="Code reviewer")
    project = project_create(principal=admin, slug="apollo")
    system = system_create(principal=admin, slug="billing", name="Billing")
    assert (persona.name, project.name, system.name) == ("Code reviewer", "apollo", "Billing")
    with pytest.raises(Conflict):
        project_create(principal=admin, slug="apollo")
    with pytest.raises(ValidationFailed) as bad:
        group_create(principal=admin, kind="project", slug="no spaces")
    assert "slug" in bad.value.fields
    with pytest.raises(ValidationFailed):
        group_create(principal=admin, kind="team", slug="x")
    actions = set(AuditEvent.objects.values_list("action", flat=True))
    assert {"persona_create", "project_create", "system_create"} <= actions


def test_members_and_roles_are_set_and_removed(admin_user, alice, bob):
    admin = principal_for_user(admin_user)
    project = project_create(principal=admin, slug="apollo")
    persona = persona_create(principal=admin, slug="reviewer")
    system = system_create(principal=admin, slug="billing")
    project_member_set(principal=admin, project=project, username="alice", member=True,
                       can_manage=True)  # fmt: skip
    project_member_set(principal=admin, project=project, username="bob", member=True)
    persona_member_set(principal=admin, persona=persona, username="alice", member=True)
    system_grant_set(principal=admin, system=system, username="bob", access="manage")
    grants = principal_for_user(alice)
    assert project.pk in grants.managed_project_ids
    assert persona.pk in grants.persona_ids
    assert principal_for_user(bob).system_manage_ids == {system.pk}
    system_grant_set(principal=admin, system=system, username="bob", access="read")
    assert principal_for_user(bob).system_manage_ids == set()
    system_grant_set(principal=admin, system=system, username="bob", access="none")
    assert not SystemGrant.objects.exists()
    project_member_set(principal=admin, project=project, username="bob", member=False)
    assert list(ProjectMembership.objects.values_list("user__username", flat=True)) == ["alice"]
    assert AuditEvent.objects.filter(action="project_member_remove", detail__user="bob").exists()


def test_adding_an_unknown_or_deactivated_person_is_a_field_error(admin_user, alice):
    admin = principal_for_user(admin_user)
    project = project_create(principal=admin, slug="apollo")
    user_deactivate(principal=admin, user_id=alice.pk)
    for name in ("nobody", "alice"):
        with pytest.raises(ValidationFailed) as bad:
            project_member_set(principal=admin, project=project, username=name, member=True)
        assert "username" in bad.value.fields


def test_a_project_manager_manages_their_own_project_only(alice, bob, carol):
    mine, other = ProjectFactory(slug="mine"), ProjectFactory(slug="other")
    ProjectMembershipFactory(project=mine, user=alice, can_manage=True)
    ProjectMembershipFactory(project=other, user=alice, can_manage=False)
    manager = principal_for_user(alice)
    project_member_set(principal=manager, project=mine, username="bob", member=True,
                       can_manage=True)  # fmt: skip
    project_member_set(principal=manager, project=mine, username="bob", member=False)
    with pytest.raises(Forbidden):
        project_member_set(principal=manager, project=other, username="carol", member=True)
    with pytest.raises(Forbidden):
        project_create(principal=manager, slug="new")
    assert not ProjectMembership.objects.filter(project=other, user=carol).exists()


def test_a_manager_cannot_remove_or_demote_themselves(alice):
    project = ProjectFactory(slug="mine")
    ProjectMembershipFactory(project=project, user=alice, can_manage=True)
    manager = principal_for_user(alice)
    with pytest.raises(Forbidden):
        project_member_set(principal=manager, project=project, username="alice", member=False)
    with pytest.raises(Forbidden):
        project_member_set(principal=manager, project=project, username="alice", member=True)
    assert ProjectMembership.objects.get(project=project, user=alice).can_manage


def test_a_managers_agent_key_cannot_change_members(alice, bob):
    project = ProjectFactory(slug="mine")
    ProjectMembershipFactory(project=project, user=alice, can_manage=True)
    key, _ = api_key_for(alice)
    with pytest.raises(Forbidden):
        project_member_set(
            principal=principal_for_api_key(key), project=project, username="bob", member=True
        )
