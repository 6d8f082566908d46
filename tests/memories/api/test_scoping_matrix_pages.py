"""The object matrix, continued for what only pages reach: the palace's rooms and closets
(`palace.scoping.access_room` / `access_closet`), API keys (`scoping.access_api_key`: revoke,
recall switch, pin trust) and personas (`scoping.access_persona`: tools, members' roles,
invitations and removals, `scoping.may_manage_members`; an invitation's answer). Every
principal of the scoping matrix; a key at a page is sent to sign in and changes nothing; what a
person may not reach answers exactly like a missing id (the same status and words), and changes
nothing."""

from __future__ import annotations

from typing import Any

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group
from django.contrib.messages import get_messages

from memories.models import ApiKey, Invitation, Persona, PersonaMembership, RoleRevocation
from tests.memories.api import test_scoping_matrix as scoping
from tests.memories.api.test_scoping_matrix import PEOPLE, PRINCIPALS, Matrix

# the scoping matrix's world, as fixtures of this module too (its rows made once per module)
matrix, matrix_rows = scoping.matrix, scoping.matrix_rows

MISSING = "999999999"
# Alice's palace: a wing of hers, its room and closet (no conversation, so no key's binding).
# A palace is its person's alone: the admin counts it, never reads it.
PALACE_VISIBLE = {"alice"}
PALACE_PAGES = {
    "room": ("/memory/palace/rooms/{id}/", "No room with this id."),
    "closet": ("/memory/palace/closets/{id}/", "No closet with this id."),
}


def _palace_ids(matrix: Matrix) -> dict[str, str]:
    drawer = matrix.drawers["user"]
    return {"room": str(drawer.room_id), "closet": str(drawer.closet_id)}


@pytest.mark.parametrize("what", sorted(PALACE_PAGES))
@pytest.mark.parametrize("who", PRINCIPALS)
def test_rooms_and_closets_reach_exactly_their_owner(matrix: Matrix, who: str, what: str) -> None:
    path, missing_words = PALACE_PAGES[what]
    client = matrix.client(who)
    response = client.get(path.replace("{id}", _palace_ids(matrix)[what]))
    if who not in PEOPLE:
        assert response.status_code == 302  # to sign in: pages are a person's
        assert response["Location"].startswith("/accounts/login/")
        return
    if who in PALACE_VISIBLE:
        assert response.status_code == 200
        assert b"Deploy day" in response.content or b"checklist" in response.content
        return
    missing = client.get(path.replace("{id}", MISSING))
    assert (response.status_code, missing.status_code) == (404, 404)
    assert missing_words.encode() in response.content
    assert missing_words.encode() in missing.content


KEY_OPS = {
    "revoke": ("/memory/keys/{id}/revoke/", {}),
    "recall_off": ("/memory/keys/{id}/recall/", {"enabled": "false"}),
    "pin_trust": ("/memory/keys/{id}/pinning/", {"trusted": "true"}),
}
KEY_CHANGERS = {"alice", "admin"}  # the key's owner, or an admin acting as a person


def _key_state(key: ApiKey) -> Any:
    return ApiKey.objects.filter(pk=key.pk).values("revoked_at", "recall_enabled").first(), (
        ApiKey.objects.filter(pk=key.pk).values_list("trusted_to_pin", flat=True).first()
    )


def _flash(response: Any) -> list[str]:
    return [str(m) for m in get_messages(response.wsgi_request)]


@pytest.mark.parametrize("op", sorted(KEY_OPS))
@pytest.mark.parametrize("who", PRINCIPALS)
def test_api_keys_are_changed_only_by_their_person_or_an_admin(
    matrix: Matrix, who: str, op: str
) -> None:
    key = matrix.world.keys["alice_agent"][0]
    path, body = KEY_OPS[op]
    before = _key_state(key)
    client = matrix.client(who)
    response = client.post(path.replace("{id}", str(key.pk)), body)
    if who not in PEOPLE:
        assert response.status_code == 302  # to sign in
        assert response["Location"].startswith("/accounts/login/")
        assert _key_state(key) == before
        return
    assert response.status_code == 302  # back to the keys page, with what happened
    told = _flash(response)
    if who in KEY_CHANGERS:
        assert _key_state(key) != before, told
        return
    assert _key_state(key) == before, "a refused request changed the key"
    missing = matrix.client(who).post(path.replace("{id}", MISSING), body)
    assert told
    assert told == _flash(missing)


# The admins' role settings (docs/security.md): a persona's memory tools and the rules revoked
# for a role. Only an admin acting as a person changes them; a key at a page is sent to sign in.
ROLE_OPS = {
    "persona_tools": ("/curation/groups/persona/mute/settings", {"op": "tools"}),
    "project_role": ("/curation/groups/project/apollo/settings", {"op": "revoke"}),
    "persona_manager_role": ("/curation/groups/persona/mute/settings", {"op": "revoke"}),
    "django_group_role": ("/curation/groups/django-groups/rules", {"op": "grant"}),
}


def _role_state() -> Any:
    revoked = sorted(RoleRevocation.objects.values_list("kind", "rule"))
    return Persona.objects.get(slug="mute").allowed_tools, revoked


@pytest.mark.parametrize("op", sorted(ROLE_OPS))
@pytest.mark.parametrize("who", PRINCIPALS)
def test_role_settings_are_changed_only_by_an_admin(matrix: Matrix, who: str, op: str) -> None:
    path, body = ROLE_OPS[op]
    apollo, interns = matrix.world.extra["project"], Group.objects.get(name="interns")
    form = {
        "persona_tools": {**body, "allowed_tools": ["memory.read", "memory.manage"]},
        "project_role": {**body, "kind": "project_member", "role_id": apollo.pk,
                         "rule": "memory.read"},
        "django_group_role": {**body, "kind": "group", "role_id": interns.pk,
                              "rule": "memory.manage"},
        "persona_manager_role": {**body, "kind": "persona_manager",
                                 "role_id": Persona.objects.get(slug="mute").pk,
                                 "rule": "memory.read"},
    }[op]  # fmt: skip
    before = _role_state()
    response = matrix.client(who).post(path, form)
    if who not in PEOPLE:
        assert response.status_code == 302  # to sign in
        assert response["Location"].startswith("/accounts/login/")
    elif who == "admin":
        assert response.status_code == 302  # back to the page, changed
        assert _role_state() != before
        return
    else:
        assert response.status_code == 403
    assert _role_state() == before, "a refused request changed a role setting"


# A persona's page (/memory/personas/<slug>/): its managers and an admin change its memory tools
# and its members' roles, invite someone new (bob) and withdraw an invitation (erin's); a plain
# member is refused (403); someone not acting as it finds no page, exactly like a persona that
# does not exist (404). dave manages persona "mute" here and nothing of persona "helper" (alice
# and carol act as it); alice acts as both, managing neither.
PERSONA_OPS = {
    "mute_tools": ("mute", {"op": "tools", "allowed_tools": ["memory.read", "memory.manage"]}),
    "mute_role": ("mute", {"op": "set", "username": "alice", "role": "manager"}),
    "mute_remove": ("mute", {"op": "remove", "username": "alice"}),
    "mute_invite": ("mute", {"op": "set", "username": "bob", "role": "member"}),
    "mute_withdraw": ("mute", {"op": "remove", "username": "erin"}),
    "helper_tools": ("helper", {"op": "tools", "allowed_tools": ["memory.read"]}),
    "helper_remove": ("helper", {"op": "remove", "username": "carol"}),
    "helper_invite": ("helper", {"op": "set", "username": "bob", "role": "manager"}),
}
PERSONA_MEMBERS = {"mute": {"alice", "dave"}, "helper": {"alice", "carol"}}
PERSONA_CHANGERS = {"mute": {"dave", "admin"}, "helper": {"admin"}}


def _persona_state() -> Any:
    personas = Persona.objects.filter(slug__in=PERSONA_MEMBERS).order_by("slug")
    return [
        (
            p.slug,
            p.allowed_tools,
            sorted(p.personamembership_set.values_list("user_id", "can_manage")),
            sorted(p.invitations.values_list("user_id", "can_manage", "status")),
        )
        for p in personas
    ]


@pytest.mark.parametrize("op", sorted(PERSONA_OPS))
@pytest.mark.parametrize("who", PRINCIPALS)
def test_a_persona_is_changed_only_by_its_managers_or_an_admin(
    matrix: Matrix, who: str, op: str
) -> None:
    slug, form = PERSONA_OPS[op]
    mute = Persona.objects.get(slug="mute")
    PersonaMembership.objects.create(persona=mute, user=matrix.world.users["dave"], can_manage=True)
    erin = get_user_model().objects.get(username="erin")
    Invitation.objects.create(persona=mute, user=erin, invited_by=matrix.world.users["dave"])
    before = _persona_state()
    client = matrix.client(who)
    response = client.post(f"/memory/personas/{slug}/", form)
    if who not in PEOPLE:
        assert response.status_code == 302  # to sign in
        assert response["Location"].startswith("/accounts/login/")
    elif who in PERSONA_CHANGERS[slug]:
        assert response.status_code == 302, response.content  # back to the page, changed
        assert response["Location"] == f"/memory/personas/{slug}/"
        assert _persona_state() != before
        return
    elif who in PERSONA_MEMBERS[slug]:
        assert response.status_code == 403
        assert b"Only a manager of this persona or an admin may change it." in response.content
    else:
        missing = client.post("/memory/personas/no-such-persona/", form)
        assert (response.status_code, missing.status_code) == (404, 404)
        for answer in (response, missing):  # the same words (the pages differ by CSRF token)
            assert b"No persona with this name." in answer.content
    assert _persona_state() == before, "a refused request changed a persona"


# An invitation to a persona is answered by the invited person only (bob, invited to "mute" by
# its manager dave): anyone else finds it exactly like one that does not exist (404), a key at
# the page is sent to sign in, and nothing changes.
@pytest.mark.parametrize("answer", ["accept", "decline"])
@pytest.mark.parametrize("who", PRINCIPALS)
def test_a_persona_invitation_is_answered_only_by_the_invited_person(
    matrix: Matrix, who: str, answer: str
) -> None:
    mute, users = Persona.objects.get(slug="mute"), matrix.world.users
    invitation = Invitation.objects.create(
        persona=mute, user=users["bob"], invited_by=users["alice"]
    )
    client = matrix.client(who)
    response = client.post(f"/memory/invitations/{invitation.pk}/", {"answer": answer})
    invitation.refresh_from_db()
    joined = mute.personamembership_set.filter(user=users["bob"]).exists()
    if who not in PEOPLE:
        assert response.status_code == 302  # to sign in
        assert response["Location"].startswith("/accounts/login/")
    elif who == "bob":
        assert (response.status_code, invitation.status) == (
            302,
            {"accept": "accepted", "decline": "declined"}[answer],
        )
        assert joined is (answer == "accept")
        return
    else:
        missing = client.post(f"/memory/invitations/{MISSING}/", {"answer": answer})
        assert (response.status_code, missing.status_code) == (404, 404)
        assert b"No such invitation." in response.content
    assert (invitation.status, joined) == ("pending", False), "a refused answer changed it"
