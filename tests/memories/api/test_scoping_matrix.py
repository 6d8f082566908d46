"""The scoping matrix: every principal x memory x operation against the real API and database.

Principals: the owner (alice) as a person and through seven kinds of key (full, bound to a
persona, bound to project apollo, bound to project zeus, bound to apollo and reading her private
memories too, read-only, manage-only), a user with
no grants (bob, and his key), a member of alice's persona/project/system (carol), the manager
of her project and system (dave), an admin signed in and the admin's key, and two keys whose
rules something else takes away: alice's key bound to a persona not opted in to the memory
tools, the key of erin (a member of apollo) whose Django group has memory.manage revoked, and
the key of frank, a manager of persona "helper" bound to it, while memory.manage is revoked for
that persona's managers (each refusal names why); and the key of gina, another manager of
"helper", bound to project apollo, which that revocation does not reach (the role is outside
its binding), so it keeps its rights. Memories: alice's in
every scope, the admin's global one, a user-scope one alice wrote through her apollo key
(it belongs to apollo, so the zeus key never sees it), and a user-scope one she asked curators
to approve. The admin (a curator) reaches alice's private memories only while she asks
curators about one (the privacy model, docs/security.md); shared scopes stay curatable.

An invisible memory answers exactly like a memory that does not exist (same status, same
bytes); collections never include it; a visible memory one may not change refuses every write
with 403 and is left untouched; a key without memory.read never gets content back.
"""

from __future__ import annotations

import itertools
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, cast

import pytest
from django.contrib.auth.models import Group
from django.core.files.uploadedfile import SimpleUploadedFile
from rest_framework.test import APIClient

from memories.models import (
    AuditEvent,
    Entity,
    EntityEvent,
    Memory,
    PersonaMembership,
    Project,
    ProjectMembership,
    RoleRevocation,
    Scope,
)
from palace.models import Closet, Conversation, Drawer, ImportJob, Message, Room, Wing
from palace.portability.jobs import upload_path
from tests.factories import UserFactory
from tests.factories.memories import MemoryFactory, PersonaFactory, api_key_for
from tests.helpers.module_rows import module_rows, per_test_copy
from tests.memories.api.conftest import MEMORIES_URL, World, make_world, memory_url

# --- who sees and changes what: written out by hand, independent of memories/scoping.py ----

KEYS_OF_ALICE = (
    "alice_agent", "alice_persona_agent", "alice_apollo_agent", "alice_zeus_agent",
    "alice_apollo_private_agent", "alice_read_agent", "alice_manage_agent",
)  # fmt: skip
# Keys bound to a persona or project without the option to read alice's private memories:
# they read their binding's rows and what is shared with everyone (global, systems) only.
BOUND = {"alice_persona_agent", "alice_apollo_agent", "alice_zeus_agent"}
ALICE_SIDE = {"alice", *KEYS_OF_ALICE}
# Keys whose rules something other than the key takes away (docs/security.md): alice's key bound
# to persona "mute", which has not opted in to the memory tools (it may do nothing), and erin's
# key (a member of apollo) while her Django group "interns" has memory.manage revoked, and
# frank's key (a manager of persona "helper", bound to it) while memory.manage is revoked for
# helper's managers: it loses writes only, and still reads what it read. gina also manages
# helper; her key bound to apollo is outside that role's reach and keeps every right.
RULES_TAKEN = ("alice_optout_agent", "erin_agent", "frank_agent")
PRINCIPALS = (
    "alice", "bob", "carol", "dave", "admin", *KEYS_OF_ALICE, "bob_agent", "admin_agent",
    *RULES_TAKEN, "gina_apollo_agent",
)  # fmt: skip
RULES_TAKEN_BY = {
    "alice_optout_agent": "The persona 'mute' has not opted in to the memory",
    "erin_agent": "memory.manage is revoked for the group 'interns'",
    "frank_agent": "memory.manage is revoked for the managers of persona 'helper'",
}
PEOPLE = {"alice", "bob", "carol", "dave", "admin"}  # signed-in sessions, not keys
FOR_PEOPLE = {"forget_hard", "drawer_erase"}  # refused to every key, whatever its rules
NO_READ = {"alice_manage_agent", "alice_optout_agent"}  # memory.manage only, or nothing
NO_MANAGE = {"alice_read_agent", "alice_optout_agent", "erin_agent", "frank_agent"}
TARGETS = (
    "user", "persona", "project", "system", "session", "global", "apollo_user", "user_asked",
)  # fmt: skip

VISIBLE: dict[str, set[str]] = {
    # private to alice: curators (the admin) see it only while she asks them about it
    "user": ALICE_SIDE - BOUND,
    # alice_persona_agent is bound to persona "reviewer": the "helper" persona is not its own.
    "persona": (ALICE_SIDE - BOUND) | {"carol", "admin", "frank_agent"},
    # the zeus-bound key never sees project apollo's rows; the persona-bound key no project's.
    "project": (ALICE_SIDE - {"alice_zeus_agent", "alice_persona_agent"})
    | {"carol", "dave", "admin", "erin_agent", "gina_apollo_agent"},
    "system": ALICE_SIDE | {"carol", "dave", "admin"},
    "session": ALICE_SIDE - BOUND,
    "global": set(PRINCIPALS),
    # a user-scope row written through an apollo key belongs to apollo: the apollo keys see it.
    "apollo_user": ALICE_SIDE - {"alice_zeus_agent", "alice_persona_agent"},
    # alice asked curators to approve it: open to the admin (a person at the pages), never to
    # the admin's key, which has no admin reach
    "user_asked": (ALICE_SIDE - BOUND) | {"admin"},
}


def may_change(who: str, target: str) -> bool:
    """The SPEC's rule: the owner, an admin, or a manager of the memory's project/system."""
    if who == "admin":
        return True
    if target == "global":
        return who == "admin_agent"  # the admin owns it; the admin's key acts as its owner
    return who in ALICE_SIDE or (who == "dave" and target in {"project", "system"})


@dataclass(frozen=True)
class Op:
    name: str
    method: str
    action: str = ""
    body: dict[str, Any] | None = None
    audit: str = ""  # the audit action a successful write records
    via: str = ""  # "project": the project memories API's route, /api/projects/apollo/memories/{id}

    @property
    def writes(self) -> bool:
        return self.method != "get"


OPS = [
    Op("detail", "get"),
    Op("history", "get", "history"),
    Op("update", "patch", body={"content": "Rewritten deploy checklist"}, audit="update"),
    Op("forget", "post", "forget", body={}, audit="forget"),
    Op("forget_hard", "post", "forget", body={"hard": True, "confirm": "<id>"}),
    Op("restore", "post", "restore", body={}, audit="restore"),
    Op("approve", "post", "approve", body={}, audit="approve"),
    Op("always_inject", "post", "always-inject", body={"value": True}, audit="always_inject"),
    Op("feedback", "post", "feedback", body={"outcome": "failure"}, audit="feedback"),
    Op("palace_drawer", "get"),
    Op("drawer_erase", "post", "erase"),  # deletes the drawer's memory for good
    # The project memories API's routes, addressed through project apollo.
    Op("project_detail", "get", via="project"),
    Op(
        "project_update", "patch", body={"content": "Seed checklist"}, audit="update", via="project"
    ),
    Op("project_delete", "delete", audit="forget", via="project"),
    Op("project_approve", "patch", "approve", body={}, audit="approve", via="project"),
]
PROJECT_ITEM = "/api/projects/{project}/memories/{memory_id}"
CASES = list(itertools.product(PRINCIPALS, TARGETS, OPS))


def expected_status(who: str, target: str, op: Op) -> int:
    if op.via == "project":
        # The rule first; then the project (its members and admins) and the memory must be
        # one of its project-scope rows, else "not found"; then the operation's own rule.
        if refused_before_lookup(who, op):
            return 403
        if target != "project" or who not in VISIBLE["project"]:
            return 404
        if op.name == "project_approve":
            return 200 if who == "admin" else 403
        if not op.writes:
            return 200
        if not may_change(who, target):
            return 403
        return 204 if op.method == "delete" else 200
    if op.name == "drawer_erase":
        # A person only; in their own palace (admins: any); and the memory's write rule.
        if who not in PEOPLE:
            return 403
        if who == "admin":  # any palace, but only a drawer whose memory it may reach
            return 204 if who in VISIBLE[target] else 404
        if who != "alice":  # the drawers are in alice's palace
            return 404
        return 204 if may_change(who, target) else 403
    if op.name == "forget_hard":
        # An agent's key: refused before the lookup, so a missing id answers the same. A
        # person: the owner or a curator, on a row they may reach and change.
        if who not in PEOPLE:
            return 403
        if who not in VISIBLE[target]:
            return 404
        return 204 if who == "admin" or (who == "alice" and target != "global") else 403
    if not op.writes:
        if who in NO_READ:
            return 403
        return 200 if who in VISIBLE[target] else 404
    if who in NO_MANAGE:
        return 403
    if who not in VISIBLE[target]:
        return 404
    if op.name == "approve":
        return 200 if who == "admin" else 403
    return 200 if may_change(who, target) else 403


def refused_before_lookup(who: str, op: Op) -> bool:
    return (
        (op.name in {"forget_hard", "drawer_erase"} and who not in PEOPLE)
        or (op.writes and who in NO_MANAGE)
        or (not op.writes and who in NO_READ)
    )


# --- the world -----------------------------------------------------------------------------


@dataclass
class Matrix:
    world: World
    targets: dict[str, Memory]
    drawers: dict[str, Drawer]
    entity: Entity

    def client(self, who: str) -> APIClient:
        return self.world.client(who)


@pytest.fixture(scope="module")
def matrix_rows(
    request: pytest.FixtureRequest, django_db_setup: None, django_db_blocker: Any
) -> Iterator[Matrix | None]:
    """The matrix's rows, made once for the module (`tests/helpers/module_rows.py`)."""
    with module_rows(
        request, django_db_blocker, "matrix", lambda: build_matrix(make_world())
    ) as rows:
        yield rows


@pytest.fixture
def matrix(matrix_rows: Matrix | None, db: None) -> Matrix:
    """The module's rows, each test in its own savepoint, and its own copy of the objects."""
    return per_test_copy(matrix_rows) if matrix_rows is not None else build_matrix(make_world())


def build_matrix(world: World) -> Matrix:
    """The shared API world plus dave (manager of apollo and billing), the key kinds, alice's
    apollo-owned user memory, a palace drawer per memory and one of alice's entities."""
    users = world.users
    alice, bob, admin = users["alice"], users["bob"], users["admin"]
    dave: Any = UserFactory(username="dave")
    users["dave"] = dave
    apollo, system = world.extra["project"], world.extra["system"]
    zeus = Project.objects.create(slug="zeus", name="Zeus")
    ProjectMembership.objects.create(project=zeus, user=alice)
    ProjectMembership.objects.create(project=apollo, user=dave, can_manage=True)
    system.grants.create(user=dave, can_manage=True)
    mute = PersonaFactory(slug="mute", allowed_tools=[])
    mute.members.add(alice)
    erin: Any = UserFactory(username="erin")
    ProjectMembership.objects.create(project=apollo, user=erin)
    interns = Group.objects.create(name="interns")
    erin.groups.add(interns)
    RoleRevocation.objects.create(kind="group", group=interns, rule="memory.manage")
    helper = world.extra["persona"]
    frank, gina = (cast(Any, UserFactory(username=name)) for name in ("frank", "gina"))
    for manager in (frank, gina):
        PersonaMembership.objects.create(persona=helper, user=manager, can_manage=True)
    ProjectMembership.objects.create(project=apollo, user=gina)
    RoleRevocation.objects.create(kind="persona_manager", persona=helper, rule="memory.manage")
    world.keys.update(
        alice_apollo_agent=api_key_for(alice, project=apollo),
        alice_zeus_agent=api_key_for(alice, project=zeus),
        alice_apollo_private_agent=api_key_for(alice, project=apollo, reads_private=True),
        alice_read_agent=api_key_for(alice, rules=("memory.read",)),
        alice_manage_agent=api_key_for(alice, rules=("memory.manage",)),
        admin_agent=api_key_for(admin),
        alice_optout_agent=api_key_for(alice, persona=mute),
        erin_agent=api_key_for(erin),
        frank_agent=api_key_for(frank, persona=helper),
        gina_apollo_agent=api_key_for(gina, project=apollo),
    )
    assert bob is not None
    targets = dict(world.memories)
    targets["user_asked"] = cast(
        Memory,
        MemoryFactory(
            owner=alice, scope=Scope.USER, content="alice's deploy checklist for review",
            curator_request="approval",
        ),
    )  # fmt: skip
    targets["apollo_user"] = cast(
        Memory,
        MemoryFactory(
            owner=alice, scope=Scope.USER, project=apollo, content="alice's apollo deploy checklist"
        ),
    )
    wing = Wing.objects.create(owner=alice, number=1, slug="deploys", name="Deploys")
    room = Room.objects.create(wing=wing, number=1, title="Deploy day", started_at=wing.created_at)
    closet = Closet.objects.create(room=room, slug="checklist", topic="checklist")
    drawers = {
        name: Drawer.objects.create(
            room=room, closet=closet, number=n, pointer=f"W-001/R-01/D-{n:03d}", memory=memory
        )
        for n, (name, memory) in enumerate(targets.items(), start=1)
    }
    entity = Entity.objects.create(owner=alice, urn="urn:service:deployer", name="Deployer")
    return Matrix(world=world, targets=targets, drawers=drawers, entity=entity)


def call(client: APIClient, op: Op, memory_id: str, drawer_id: int | None = None) -> Any:
    if op.name == "palace_drawer":
        return client.get(f"/api/v1/palace/drawers/{drawer_id}")
    if op.name == "drawer_erase":
        confirm = {"confirm": str(drawer_id)}
        return client.post(f"/api/v1/palace/drawers/{drawer_id}/erase", confirm, format="json")
    body = op.body
    if body is not None and body.get("confirm") == "<id>":
        body = {**body, "confirm": memory_id}
    url = memory_url(memory_id, op.action)
    if op.via == "project":
        url = f"/api/projects/apollo/memories/{memory_id}" + (f"/{op.action}" if op.action else "")
    if op.method in {"get", "delete"}:
        return getattr(client, op.method)(url)
    return getattr(client, op.method)(url, body, format="json")


def snapshot(memory: Memory) -> Any:
    return Memory.objects.filter(pk=memory.pk).values().first()


# --- the per-memory operations -------------------------------------------------------------


def test_every_memory_operation_of_the_api_is_in_the_matrix() -> None:
    """The schema is the list of operations; one added without a matrix row fails here."""
    paths: dict[str, Any] = APIClient().get("/api/schema/", {"format": "json"}).json()["paths"]
    item = "/api/v1/memories/{memory_id}"
    in_schema = {
        (method, path.removeprefix(item).lstrip("/"))
        for path, ops in paths.items()
        if path.startswith(item)
        for method in ops
        if method in {"get", "post", "patch", "put", "delete"}
    }
    palace_ops = {"palace_drawer", "drawer_erase"}
    in_matrix = {(op.method, op.action) for op in OPS if op.name not in palace_ops and not op.via}
    assert in_schema == in_matrix
    project_in_schema = {
        (method, path.removeprefix(PROJECT_ITEM).lstrip("/"))
        for path, ops in paths.items()
        if path.startswith(PROJECT_ITEM)
        for method in ops
        if method in {"get", "post", "patch", "put", "delete"}
    }
    assert project_in_schema == {(op.method, op.action) for op in OPS if op.via == "project"}
    collection = {m for p, ops in paths.items() if p == MEMORIES_URL for m in ops}
    assert collection == {"get", "post"}  # list: COLLECTIONS below; remember: test_writes_*


@pytest.mark.parametrize(
    ("who", "target", "op"), CASES, ids=[f"{w}-{t}-{o.name}" for w, t, o in CASES]
)
def test_scoping_matrix(matrix: Matrix, who: str, target: str, op: Op) -> None:
    memory = matrix.targets[target]
    if op.name == "restore":
        Memory.objects.filter(pk=memory.pk).update(status="archived")
    before = snapshot(memory)
    response = call(matrix.client(who), op, str(memory.pk), matrix.drawers[target].pk)
    want = expected_status(who, target, op)
    assert response.status_code == want, response.content

    if want == 404 or (want == 403 and refused_before_lookup(who, op)):
        # A forbidden id looks exactly like a missing one.
        missing = call(matrix.client(who), op, str(uuid.uuid4()), 10**9)
        assert (missing.status_code, missing.content) == (response.status_code, response.content)
    if want >= 400:
        assert set(response.json()["error"]) == {"code", "message", "fields"}
        assert snapshot(memory) == before, "a refused request changed the row"
        if who in RULES_TAKEN and refused_before_lookup(who, op) and op.name not in FOR_PEOPLE:
            assert RULES_TAKEN_BY[who] in response.json()["error"]["message"]
        assert not AuditEvent.objects.filter(memory_id=memory.pk).exists()
    elif op.name in {"forget_hard", "drawer_erase"}:
        assert not Memory.objects.filter(pk=memory.pk).exists()
    elif op.name == "project_delete":
        memory.refresh_from_db()
        assert memory.status == "archived"
        assert AuditEvent.objects.filter(memory_id=memory.pk, action="forget").exists()
    elif op.writes:
        body = response.json()
        assert body["id"] == str(memory.pk)
        assert ("content" in body) == (who not in NO_READ), "a manage-only key got content"
        audit = op.audit
        if op.name == "always_inject":
            # A person's pin takes effect; an agent's (no key here is trusted to pin) is a
            # proposal that waits for a person.
            memory.refresh_from_db()
            pinned = who in PEOPLE
            assert (memory.always_inject, memory.always_inject_proposed) == (pinned, not pinned)
            audit = "always_inject" if pinned else "always_inject_proposed"
        assert AuditEvent.objects.filter(memory_id=memory.pk, action=audit).exists()
    elif op.name == "history":
        assert response.json()["memory_id"] == str(memory.pk)
    else:
        assert response.json()["content"] == memory.content


# --- collections: one request per principal shows which memories it reaches ---------------

COLLECTIONS = (
    "list", "recall", "context", "enrich", "stale", "entities", "timeline", "wings", "wing",
    "project_list",
)  # fmt: skip
DATASET = "urn:li:dataset:(urn:li:dataPlatform:trino,acme.deploys,PROD)"


def _reached(matrix: Matrix, who: str, what: str, settings: Any) -> Any:
    client = matrix.client(who)
    ids = {str(m.pk): name for name, m in matrix.targets.items()}
    if what == "list":
        response = client.get(MEMORIES_URL, {"limit": "100", "status": "active"})
    elif what == "recall":
        body = {
            "query": "deploy checklist", "strategy": "lexical", "top_k": 50,
            "scopes": list(Scope.values), "session": "thread-1",
        }  # fmt: skip
        response = client.post("/api/v1/recall", body, format="json")
    elif what == "context":
        settings.RECALL_ALWAYS_INJECT_CAP = 50
        Memory.objects.filter(pk__in=list(ids)).update(always_inject=True, confidence=0.9)
        response = client.post("/api/v1/context", {"session": "thread-1"}, format="json")
    elif what == "enrich":
        Memory.objects.filter(pk__in=list(ids)).update(entities=[DATASET])
        body = {
            "tool_response": {"rows": [[DATASET, 3]]}, "session": "thread-1", "max_tokens": 32_000,
        }  # fmt: skip
        response = client.post("/api/v1/enrich", body, format="json")
    elif what == "stale":
        Memory.objects.filter(pk__in=list(ids)).update(status="stale", stale_reason="matrix")
        response = client.get("/api/v1/stale", {"limit": "100"})
    elif what == "entities":
        response = client.get("/api/v1/entities")
    elif what == "timeline":
        response = client.get(f"/api/v1/entities/{matrix.entity.pk}/timeline")
    elif what == "wings":
        response = client.get("/api/v1/palace/wings")
    elif what == "project_list":
        response = client.get("/api/projects/apollo/memories", {"limit": "200"})
    else:
        response = client.get(f"/api/v1/palace/wings/{matrix.drawers['user'].room.wing_id}")
    if response.status_code == 404 and what in {"timeline", "wing"}:
        return set()  # one item: not found is "not reached"
    if response.status_code != 200:
        return response.status_code
    body = response.json()
    if what == "context":
        return {ids[i] for i in body["always_injected"] if i in ids}
    if what == "enrich":
        return {ids[i] for i in body["memory_ids"] if i in ids}
    if what == "entities":
        return {"entity"} & {"entity" for row in body["results"] if row["id"] == matrix.entity.pk}
    if what == "timeline":
        return {"entity"} if body["entity"]["id"] == matrix.entity.pk else set()
    if what == "wings":
        return {"wing"} if body["results"] else set()
    if what == "wing":
        return {"wing"} if body["id"] == matrix.drawers["user"].room.wing_id else set()
    if what == "project_list":
        return {ids[row["id"]] for row in body["memories"] if row["id"] in ids}
    return {ids[row["id"]] for row in body["results"] if row["id"] in ids}


def expected_reach(who: str, what: str) -> Any:
    if who in NO_READ:
        return 403
    # A person's graph and palace are hers: the admin reads neither (the entity is supported
    # by no memory the admin may read; the wing is in alice's palace).
    if what in {"entities", "timeline"}:
        return {"entity"} if who in ALICE_SIDE else set()
    if what in {"wings", "wing"}:  # a bound key sees only wings of its own conversations
        return {"wing"} if who in ALICE_SIDE - BOUND else set()
    if what == "project_list":  # one project's own rows; anyone outside it: not found
        return {"project"} if who in VISIBLE["project"] else 404
    return {t for t in TARGETS if who in VISIBLE[t]}


@pytest.mark.parametrize(
    ("who", "what"),
    list(itertools.product(PRINCIPALS, COLLECTIONS)),
    ids=[f"{w}-{c}" for w, c in itertools.product(PRINCIPALS, COLLECTIONS)],
)
def test_collections_reach_exactly_the_visible_memories(
    matrix: Matrix, who: str, what: str, settings: Any
) -> None:
    assert _reached(matrix, who, what, settings) == expected_reach(who, what)


# --- the other objects: conversations, wings, entities, projects, systems ----------------
# Each kind has its own rule (memories.scoping / palace.scoping access_*), written out here by
# hand again. Every principal and binding reads and changes each object; what it may not reach
# answers exactly like an object that does not exist, so no id, slug or error tells it apart.

# Alice's conversation sent by a person (no project), and one sent through her apollo key.
CONVERSATIONS = ("conversation", "apollo_conversation")
OBJECT_VISIBLE: dict[str, set[str]] = {
    # a conversation is its person's object (`owned_object_filter`, `palace_owner_rule`): the
    # admin reads and changes none of hers, and only erases it (`ERASERS`)
    "conversation": ALICE_SIDE - BOUND,
    "apollo_conversation": VISIBLE["apollo_user"],
    # the wing's room holds no conversation a bound key sent: bound keys see no wing of hers
    "wing": ALICE_SIDE - BOUND,
    # a person's graph is theirs, whatever the key's binding; the admin's reaches another
    # person's entity only through a memory the admin may read (this one has none)
    "entity": ALICE_SIDE,
    "project": VISIBLE["project"],  # apollo: its members (and admins), as its memories
    "system": {"alice", "carol", "dave", "admin"},  # billing: its grants; the page is a person's
    # an import is the person's own rows in every scope: no key bound to anything reaches it
    "import_job": (ALICE_SIDE - BOUND - {"alice_apollo_private_agent"}) | {"admin"},
}
PROJECT_MANAGERS = (ALICE_SIDE - {"alice_zeus_agent", "alice_persona_agent"}) | {"dave", "admin"}


@dataclass(frozen=True)
class ObjectOp:
    name: str
    target: str  # a key of OBJECT_VISIBLE
    method: str
    path: str  # "{id}": the object's id (or slug)
    body: dict[str, Any] | None = None
    ok: int = 200
    people_only: bool = False  # refused to every key before the lookup

    @property
    def writes(self) -> bool:
        return self.method != "get"


OBJECT_OPS = [
    *(
        op
        for c in CONVERSATIONS
        for op in (
            ObjectOp(f"{c}_get", c, "get", "/api/v1/conversations/{id}"),
            ObjectOp(f"{c}_messages", c, "get", "/api/v1/conversations/{id}/messages"),
            ObjectOp(f"{c}_pop", c, "delete", "/api/v1/conversations/{id}/messages/last"),
            ObjectOp(f"{c}_clear", c, "delete", "/api/v1/conversations/{id}/messages"),
            ObjectOp(f"{c}_end", c, "post", "/api/v1/conversations/{id}/end", {}, ok=202),
            ObjectOp(
                f"{c}_erase",
                c,
                "post",
                "/api/v1/conversations/{id}/erase",
                {"confirm": "{id}"},
                ok=204,
                people_only=True,
            ),
        )
    ),
    ObjectOp("wing_get", "wing", "get", "/api/v1/palace/wings/{id}"),
    ObjectOp("entity_timeline", "entity", "get", "/api/v1/entities/{id}/timeline"),
    ObjectOp(
        "entity_event",
        "entity",
        "post",
        "/api/v1/entities/{id}/events",
        {"kind": "changed", "note": "matrix"},
        ok=201,
    ),
    ObjectOp("project_settings", "project", "get", "/api/v1/projects/{id}/settings"),
    ObjectOp(
        "project_settings_set",
        "project",
        "patch",
        "/api/v1/projects/{id}/settings",
        {"memory": {"defaultExpiry": {"pattern": 30}}},
    ),
    ObjectOp("system_page", "system", "get", "/memory/systems/{id}/", people_only=True),
    ObjectOp("import_get", "import_job", "get", "/api/v1/imports/{id}"),
]
MISSING_ID = {
    "conversation": str(uuid.UUID(int=7)),
    "apollo_conversation": str(uuid.UUID(int=7)),
    "wing": "999999999",
    "entity": "999999999",
    "project": "nowhere",
    "system": "nowhere",
    "import_job": str(uuid.UUID(int=7)),
}
OBJECT_CASES = list(itertools.product(PRINCIPALS, OBJECT_OPS))
# Erasing a conversation for good by its id (an erasure request) reads nothing: the admin may,
# in anyone's palace.
ERASERS = {"admin"}


def object_refused_before_lookup(who: str, op: ObjectOp) -> bool:
    return (
        (op.people_only and who not in PEOPLE)
        or (op.writes and who in NO_MANAGE)
        or (not op.writes and who in NO_READ)
    )


def expected_object_status(who: str, op: ObjectOp) -> int:
    if object_refused_before_lookup(who, op):
        # A key at a page is sent to sign in; a key short of the rule gets 403.
        return 302 if op.name == "system_page" else 403
    if op.name.endswith("_erase") and who in ERASERS:
        return op.ok
    if who not in OBJECT_VISIBLE[op.target]:
        return 404
    if op.name == "project_settings_set" and who not in PROJECT_MANAGERS:
        return 403  # a member who does not manage it: visible, not theirs to change
    return op.ok


@dataclass
class Objects:
    matrix: Matrix
    ids: dict[str, str]


@pytest.fixture
def objects(matrix: Matrix) -> Objects:
    alice = matrix.world.users["alice"]
    apollo_key = matrix.world.keys["alice_apollo_agent"][0]
    now = matrix.entity.created_at
    mine = Conversation.objects.create(owner=alice, external_id="mine", started_at=now)
    apollo = Conversation.objects.create(
        owner=alice, external_id="apollo", started_at=now,
        project=apollo_key.project, created_via_key=apollo_key,
    )  # fmt: skip
    for conversation in (mine, apollo):  # two turns each: what pop and clear take back
        for seq, content in ((1, "Ship on Friday"), (2, "Noted")):
            conversation.messages.create(seq=seq, speaker="x", content=content, sent_at=now)
    ids = {
        "conversation": str(mine.pk),
        "apollo_conversation": str(apollo.pk),
        "wing": str(matrix.drawers["user"].room.wing_id),
        "entity": str(matrix.entity.pk),
        "project": "apollo",
        "system": "billing",
        "import_job": str(ImportJob.objects.create(owner=alice, kind="jsonl", file_name="c").pk),
    }
    return Objects(matrix=matrix, ids=ids)


def call_object(client: APIClient, op: ObjectOp, ref: str) -> Any:
    url = op.path.replace("{id}", ref)
    if op.body is None:
        return getattr(client, op.method)(url)
    body = {k: (ref if v == "{id}" else v) for k, v in op.body.items()}
    return getattr(client, op.method)(url, body, format="json")


def object_state(objects: Objects, target: str) -> Any:
    """What a change to the object would alter (to see that a refused one altered nothing)."""
    if target in CONVERSATIONS:
        row = Conversation.objects.filter(pk=objects.ids[target]).values().first()
        kept = Message.objects.filter(conversation_id=objects.ids[target])
        return row and {**row, "messages": list(kept.values_list("content", flat=True))}
    if target == "entity":
        return EntityEvent.objects.filter(entity_id=objects.ids[target]).count()
    if target == "project":
        return Project.objects.filter(slug="apollo").values("default_expiry").first()
    return None


@pytest.mark.parametrize(
    ("who", "op"), OBJECT_CASES, ids=[f"{w}-{o.name}" for w, o in OBJECT_CASES]
)
def test_object_access_matrix(objects: Objects, who: str, op: ObjectOp) -> None:
    client = objects.matrix.client(who)
    before = object_state(objects, op.target)
    response = call_object(client, op, objects.ids[op.target])
    want = expected_object_status(who, op)
    assert response.status_code == want, response.content

    if want in {403, 404} and (want == 404 or object_refused_before_lookup(who, op)):
        # Not reachable (or refused before looking): exactly like an object that is not there.
        missing = call_object(objects.matrix.client(who), op, MISSING_ID[op.target])
        if op.name == "system_page":  # a page (its form tokens differ): the same words
            assert missing.status_code == response.status_code
            assert b"No system with this name." in response.content
            assert b"No system with this name." in missing.content
        else:
            assert (missing.status_code, missing.content) == (
                response.status_code,
                response.content,
            )
    if want >= 300:
        assert object_state(objects, op.target) == before, "a refused request changed it"
        if want >= 400 and op.name != "system_page":
            assert set(response.json()["error"]) == {"code", "message", "fields"}
    elif op.target in CONVERSATIONS and op.name.endswith("_erase"):
        assert object_state(objects, op.target) is None
    elif op.target in CONVERSATIONS and op.name.endswith("_messages"):
        assert [m["content"] for m in response.json()["results"]] == ["Ship on Friday", "Noted"]
    elif op.target in CONVERSATIONS and op.name.endswith("_pop"):
        assert response.json()["message"]["content"] == "Noted"
        assert object_state(objects, op.target)["messages"] == ["Ship on Friday"]
    elif op.target in CONVERSATIONS and op.name.endswith("_clear"):
        assert response.json()["removed"] == 2
        assert object_state(objects, op.target)["messages"] == []
    elif op.target in CONVERSATIONS and op.writes:
        assert object_state(objects, op.target)["ended_at"] is not None
    elif op.name == "entity_event":
        assert object_state(objects, op.target) == 1
    elif op.name == "project_settings_set":
        assert response.json()["memory"]["defaultExpiry"] == {"pattern": 30}
    elif op.name == "system_page":
        assert b"billing" in response.content
    elif op.name == "import_get":
        assert response.json()["id"] == objects.ids["import_job"]


# --- starting an import: writes the person's own rows, so only they or an unbound key may ----

IMPORTERS = (*PRINCIPALS, "carol_removed_apollo_agent")
MAY_IMPORT = PEOPLE | {"alice_agent", "alice_manage_agent", "bob_agent", "admin_agent"}


@pytest.mark.parametrize("who", IMPORTERS)
def test_who_may_start_an_import_and_read_it(objects: Objects, who: str) -> None:
    """Every principal and binding, a key of a member removed from its project included: a
    person or their unbound key with memory.manage starts one (202); every other is refused
    before anything is kept, and reads no one else's import."""
    if who == "carol_removed_apollo_agent":
        apollo = objects.matrix.world.extra["project"]
        carol = objects.matrix.world.users["carol"]
        objects.matrix.world.keys[who] = api_key_for(carol, project=apollo)
        ProjectMembership.objects.filter(project=apollo, user=carol).delete()
    client = objects.matrix.client(who)
    before = set(ImportJob.objects.values_list("pk", flat=True))
    line = b'{"conversation": "c-1", "role": "user", "content": "Ship on Friday"}\n'
    upload = SimpleUploadedFile("chats.jsonl", line)
    response = client.post("/api/v1/imports", {"kind": "jsonl", "file": upload}, format="multipart")
    assert response.status_code == (202 if who in MAY_IMPORT else 403), response.content
    made = set(ImportJob.objects.values_list("pk", flat=True)) - before
    assert len(made) == (1 if who in MAY_IMPORT else 0)
    for job in ImportJob.objects.filter(pk__in=made):
        upload_path(job).unlink(missing_ok=True)
    listing = client.get("/api/v1/imports")
    if who in NO_READ or who == "carol_removed_apollo_agent":
        assert listing.status_code == 403
        return
    listed = {row["id"] for row in listing.json()["results"]}
    assert (objects.ids["import_job"] in listed) == (who in OBJECT_VISIBLE["import_job"])
