"""The scoping matrix's persona-manager rows (`frank_agent`, `gina_apollo_agent`), at once: while
an admin has revoked memory.manage for the managers of persona "helper", the key of each of its
managers bound to it (frank's, gina's) writes nothing and still reads; a plain member's key bound
to it (carol's) and a manager's key bound elsewhere (gina's apollo key: the role is outside its
binding) keep every right. Granting it back on the admin's page, and revoking it again, applies
from the very next request of the same keys, with no new key and nothing cached; so does taking
frank's manager role away (his key is then a plain member's and writes again)."""

from __future__ import annotations

from typing import Any, cast

import pytest

from memories.models import Persona, PersonaMembership, ProjectMembership, RoleRevocation
from memories.scoping import principal_for_user
from memories.services.people.accounts import persona_member_set
from tests.factories import AdminFactory, UserFactory
from tests.factories.memories import PersonaFactory, ProjectFactory, api_key_for
from tests.memories.api.conftest import MEMORIES_URL, bearer, session

pytestmark = pytest.mark.django_db

ROLE_PAGE = "/curation/groups/persona/helper/settings"
REFUSAL = "memory.manage is revoked for the managers of persona 'helper'"


def _may_write(raw: str) -> bool:
    response = bearer(raw).post(MEMORIES_URL, {"content": "Ship on Fridays"}, format="json")
    if response.status_code == 403:
        assert REFUSAL in response.json()["error"]["message"]
        return False
    # 201 saved, or 200 when it is the same fact again (deduplicated): written either way.
    assert response.status_code in (200, 201), response.content
    return True


def _reads(raw: str) -> bool:
    return bool(bearer(raw).get(MEMORIES_URL).status_code == 200)


@pytest.fixture
def keys() -> dict[str, str]:
    """frank and gina manage "helper", carol is its plain member; gina is also in apollo. The
    managers' writes are revoked; one key each as named."""
    frank, gina, carol = (cast(Any, UserFactory(username=n)) for n in ("frank", "gina", "carol"))
    helper = cast(Persona, PersonaFactory(slug="helper"))
    for manager in (frank, gina):
        PersonaMembership.objects.create(persona=helper, user=manager, can_manage=True)
    PersonaMembership.objects.create(persona=helper, user=carol)
    apollo = ProjectFactory(slug="apollo")
    ProjectMembership.objects.create(project=apollo, user=gina)
    RoleRevocation.objects.create(kind="persona_manager", persona=helper, rule="memory.manage")
    return {
        "frank": api_key_for(frank, persona=helper)[1],
        "gina": api_key_for(gina, persona=helper)[1],
        "carol": api_key_for(carol, persona=helper)[1],
        "gina_apollo": api_key_for(gina, project=apollo)[1],
    }


def _admin_sets_the_rule(op: str) -> None:
    helper = Persona.objects.get(slug="helper")
    form = {"op": op, "kind": "persona_manager", "role_id": helper.pk, "rule": "memory.manage"}
    admin = session(AdminFactory(username="admin"))
    assert admin.post(ROLE_PAGE, form).status_code == 302


def test_revoking_writes_for_a_personas_managers_stops_exactly_their_keys_at_once(
    keys: dict[str, str],
) -> None:
    revoked = {"frank": False, "gina": False, "carol": True, "gina_apollo": True}
    assert {who: _may_write(raw) for who, raw in keys.items()} == revoked
    # Exactly what the revocation says: memory.read stays on for the managers' keys.
    assert all(_reads(raw) for raw in keys.values())

    _admin_sets_the_rule("grant")
    assert not RoleRevocation.objects.exists()
    assert all(_may_write(raw) for raw in keys.values())

    _admin_sets_the_rule("revoke")
    assert {who: _may_write(raw) for who, raw in keys.items()} == revoked
    assert all(_reads(raw) for raw in keys.values())

    # frank's manager role itself taken away (an admin makes him a plain member): the role's
    # revocation no longer reaches his key, from its next request; gina's still does.
    helper, admin = Persona.objects.get(slug="helper"), AdminFactory(username="root")
    persona_member_set(
        principal=principal_for_user(admin), persona=helper, username="frank", member=True
    )
    assert {who: _may_write(raw) for who, raw in keys.items()} == {**revoked, "frank": True}
