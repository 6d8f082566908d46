"""Role rules: an admin revokes (or grants back) `memory.read` or `memory.manage` for a role — a
Django group, the members or the managers of a project, a persona — and every key of everyone
in it loses the rule at once; what a key may do is its own rules less what a role in its binding
revoked. People at the pages keep theirs. Shown on the people and groups pages, audited."""

from __future__ import annotations

import uuid
from typing import Any, cast

import pytest
from django.contrib.auth.models import Group
from django.test import Client

from memories.models import ALL_RULES, AuditEvent, Project, RoleRevocation
from memories.scoping import principal_for_api_key, principal_for_user, rule_refusal
from memories.services.people.role_rules import role_rule_set
from memory_project.errors import Forbidden, ValidationFailed
from palace.mcp.server import tools_for_key
from tests.factories import UserFactory
from tests.factories.memories import (
    PersonaFactory,
    ProjectFactory,
    ProjectMembershipFactory,
    api_key_for,
)
from tests.memories.api.conftest import MEMORIES_URL, bearer

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _fast_passwords(settings: Any) -> None:
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


@pytest.fixture
def admin(admin_user: Any) -> Any:
    return principal_for_user(admin_user)


@pytest.fixture
def interns(alice: Any, bob: Any) -> Group:
    group = Group.objects.create(name="interns")
    alice.groups.add(group)
    bob.groups.add(group)
    return group


@pytest.fixture
def apollo(alice: Any, bob: Any, carol: Any) -> Project:
    """alice and bob are members of apollo, carol manages it."""
    project = cast(Project, ProjectFactory(slug="apollo"))
    ProjectMembershipFactory(project=project, user=alice)
    ProjectMembershipFactory(project=project, user=bob)
    ProjectMembershipFactory(project=project, user=carol, can_manage=True)
    return project


def _save(raw: str) -> Any:
    """A new memory each time (the same words twice would be deduplicated: 200, not 201)."""
    content = f"Ship release {uuid.uuid4().hex[:8]} on Friday"
    return bearer(raw).post(MEMORIES_URL, {"content": content}, format="json")


def test_revoking_writes_for_a_group_stops_every_key_of_everyone_in_it_at_once(
    admin: Any, alice: Any, bob: Any, carol: Any, interns: Group
) -> None:
    keys = [api_key_for(alice)[1], api_key_for(bob)[1], api_key_for(alice, rules=ALL_RULES)[1]]
    outsider = api_key_for(carol)[1]
    assert all(_save(raw).status_code == 201 for raw in keys)

    role_rule_set(principal=admin, kind="group", role=interns, rule="memory.manage", granted=False)

    for raw in keys:
        refused = _save(raw)
        assert refused.status_code == 403
        assert refused.json()["error"]["message"] == (
            "memory.manage is revoked for the group 'interns', a role of this key's user "
            "(an admin's role rules)."
        )
        assert bearer(raw).get(MEMORIES_URL).status_code == 200  # reading stays on
        assert not {t.name for t in tools_for_key(raw_key=raw)} & {"memory_save", "memory_forget"}
    assert _save(outsider).status_code == 201
    # People at the pages keep their rules.
    assert principal_for_user(alice).can_manage

    role_rule_set(principal=admin, kind="group", role=interns, rule="memory.manage", granted=True)
    assert all(_save(raw).status_code == 201 for raw in keys)


def test_revoking_reads_for_a_group_hides_every_read_tool(
    admin: Any, alice: Any, interns: Group
) -> None:
    _, raw = api_key_for(alice)
    role_rule_set(principal=admin, kind="group", role=interns, rule="memory.read", granted=False)
    response = bearer(raw).post("/api/v1/recall", {"query": "deploy"}, format="json")
    assert response.status_code == 403
    assert "memory.read is revoked for the group 'interns'" in response.json()["error"]["message"]
    names = {tool.name for tool in tools_for_key(raw_key=raw)}
    assert "memory_save" in names
    assert not names & {"memory_recall", "memory_context", "memory_list"}


def test_a_project_role_counts_for_the_keys_whose_binding_reaches_it(
    admin: Any, alice: Any, carol: Any, apollo: Project
) -> None:
    zeus = ProjectFactory(slug="zeus")
    ProjectMembershipFactory(project=zeus, user=alice)
    apollo_key, zeus_key, unbound = (
        api_key_for(alice, project=apollo)[0],
        api_key_for(alice, project=zeus)[0],
        api_key_for(alice)[0],
    )
    manager_key = api_key_for(carol, project=apollo)[0]

    role_rule_set(
        principal=admin, kind="project_member", role=apollo, rule="memory.manage", granted=False
    )

    assert not principal_for_api_key(apollo_key).can_manage
    assert not principal_for_api_key(unbound).can_manage  # reaches all of alice's projects
    assert principal_for_api_key(zeus_key).can_manage  # its binding is zeus: not in the role
    assert principal_for_api_key(manager_key).can_manage  # apollo's managers are another role
    message = rule_refusal(principal_for_api_key(apollo_key), "memory.manage")
    assert "the members of project 'apollo'" in message


def test_a_managers_role_and_a_persona_role(
    admin: Any, alice: Any, carol: Any, apollo: Project
) -> None:
    role_rule_set(
        principal=admin, kind="project_manager", role=apollo, rule="memory.read", granted=False
    )
    assert not principal_for_api_key(api_key_for(carol, project=apollo)[0]).can_read
    assert principal_for_api_key(api_key_for(alice, project=apollo)[0]).can_read

    helper = PersonaFactory(slug="helper")
    helper.members.add(alice)
    bound, in_project = api_key_for(alice, persona=helper)[0], api_key_for(alice, project=apollo)[0]
    role_rule_set(principal=admin, kind="persona", role=helper, rule="memory.manage", granted=False)
    assert not principal_for_api_key(bound).can_manage
    assert not principal_for_api_key(api_key_for(alice)[0]).can_manage
    assert principal_for_api_key(in_project).can_manage  # bound to apollo: the persona is not its


def test_a_role_narrows_a_key_never_widens_it(admin: Any, alice: Any, interns: Group) -> None:
    key, _ = api_key_for(alice, rules=("memory.read",))
    role_rule_set(principal=admin, kind="group", role=interns, rule="memory.manage", granted=False)
    role_rule_set(principal=admin, kind="group", role=interns, rule="memory.manage", granted=True)
    assert principal_for_api_key(key).rules == frozenset({"memory.read"})


def test_only_an_admin_as_a_person_and_every_change_is_audited(
    admin: Any, admin_user: Any, alice: Any, interns: Group
) -> None:
    with pytest.raises(Forbidden):
        role_rule_set(
            principal=principal_for_user(alice), kind="group", role=interns,
            rule="memory.manage", granted=False,
        )  # fmt: skip
    with pytest.raises(Forbidden):
        role_rule_set(
            principal=principal_for_api_key(api_key_for(admin_user)[0]), kind="group",
            role=interns, rule="memory.manage", granted=False,
        )  # fmt: skip
    with pytest.raises(ValidationFailed):
        role_rule_set(principal=admin, kind="group", role=interns, rule="root", granted=False)

    role_rule_set(principal=admin, kind="group", role=interns, rule="memory.manage", granted=False)
    role_rule_set(principal=admin, kind="group", role=interns, rule="memory.manage", granted=False)
    role_rule_set(principal=admin, kind="group", role=interns, rule="memory.manage", granted=True)

    events = AuditEvent.objects.filter(action__startswith="role_rule").order_by("id")
    assert [(e.action, e.detail) for e in events] == [
        ("role_rule_revoke", {"role": "group", "name": "interns", "rule": "memory.manage"}),
        ("role_rule_grant", {"role": "group", "name": "interns", "rule": "memory.manage"}),
    ]
    assert not RoleRevocation.objects.exists()


# --- the pages --------------------------------------------------------------------------------


def _admin_client(admin_user: Any) -> Client:
    client = Client()
    client.force_login(admin_user)
    return client


def test_the_groups_page_lists_django_groups_and_revokes_in_place(
    admin_user: Any, alice: Any, interns: Group
) -> None:
    client = _admin_client(admin_user)
    page = client.get("/curation/groups/").content.decode()
    assert "Django groups" in page
    assert "the group &#x27;interns&#x27; (2 people)" in page

    url = "/curation/groups/django-groups/rules"
    form = {"op": "revoke", "kind": "group", "role_id": interns.pk, "rule": "memory.manage"}
    response = client.post(url, form, HTTP_HX_REQUEST="true")
    assert response.status_code == 200
    html = response.content.decode()
    assert html.startswith('<section id="django-groups">')
    assert "<strong>revoked</strong>" in html
    assert not principal_for_api_key(api_key_for(alice)[0]).can_manage

    plain = client.post(url, {**form, "op": "grant"})
    assert (plain.status_code, plain["Location"]) == (302, "/curation/groups/")
    assert principal_for_api_key(api_key_for(alice)[0]).can_manage


def test_a_projects_page_shows_its_member_and_manager_roles(
    admin_user: Any, alice: Any, apollo: Project
) -> None:
    client = _admin_client(admin_user)
    html = client.get("/curation/groups/project/apollo/").content.decode()
    assert "the members of project &#x27;apollo&#x27;" in html
    assert "the managers of project &#x27;apollo&#x27;" in html

    url = "/curation/groups/project/apollo/settings"
    form = {"op": "revoke", "kind": "project_member", "role_id": apollo.pk, "rule": "memory.read"}
    response = client.post(url, form, HTTP_HX_REQUEST="true")
    assert response.status_code == 200
    assert 'id="role-settings"' in response.content.decode()
    assert not principal_for_api_key(api_key_for(alice, project=apollo)[0]).can_read

    # A members change answered in place carries the settings out of band (no duplicate).
    members = client.post(
        "/curation/groups/project/apollo/",
        {"op": "set", "username": "alice", "role": "member"},
        HTTP_HX_REQUEST="true",
    ).content.decode()
    assert members.count('id="role-settings"') == 1
    assert 'id="role-settings" hx-swap-oob="true"' in members


def test_the_people_page_shows_what_each_person_has_revoked(
    admin_user: Any, admin: Any, alice: Any, interns: Group
) -> None:
    UserFactory(username="zed")
    role_rule_set(principal=admin, kind="group", role=interns, rule="memory.manage", granted=False)
    html = _admin_client(admin_user).get("/curation/people/").content.decode()
    assert "Revoked rules" in html
    assert "memory.manage (the group &#x27;interns&#x27;)" in html
    assert html.count("memory.manage (the group") == 2  # alice and bob, not zed or the admin


def test_no_one_but_an_admin_may_post_a_role_rule(alice: Any, interns: Group) -> None:
    client = Client()
    client.force_login(alice)
    form = {"op": "revoke", "kind": "group", "role_id": interns.pk, "rule": "memory.manage"}
    assert client.post("/curation/groups/django-groups/rules", form).status_code == 403
    assert not RoleRevocation.objects.exists()


def test_bad_role_forms_are_4xx_with_their_message(admin_user: Any, interns: Group) -> None:
    client = _admin_client(admin_user)
    url = "/curation/groups/django-groups/rules"
    cases = [
        ({"op": "revoke", "kind": "wizard", "role_id": interns.pk, "rule": "memory.read"}, 400),
        ({"op": "revoke", "kind": "group", "role_id": "nope", "rule": "memory.read"}, 404),
        ({"op": "revoke", "kind": "group", "role_id": interns.pk, "rule": "root"}, 400),
    ]
    for form, status in cases:
        assert client.post(url, form, HTTP_HX_REQUEST="true").status_code == status
    assert not RoleRevocation.objects.exists()


def test_the_mem0_routes_follow_the_same_rules(admin: Any, alice: Any, interns: Group) -> None:
    """mem0's contract resolves its Token through the same principal: a revoked write is a 403
    there too (its own error shape), reads stay."""
    _, raw = api_key_for(alice)
    role_rule_set(principal=admin, kind="group", role=interns, rule="memory.manage", granted=False)
    client = Client(HTTP_AUTHORIZATION=f"Token {raw}")
    body = {"messages": [{"role": "user", "content": "I ship on Fridays"}], "user_id": "alice"}
    added = client.post("/mem0/v3/memories/add/", body, content_type="application/json")
    assert added.status_code == 403
    assert "revoked for the group 'interns'" in added.json()["detail"]
    listed = client.post(
        "/mem0/v3/memories/", {"filters": {"user_id": "alice"}}, content_type="application/json"
    )
    assert listed.status_code != 403
