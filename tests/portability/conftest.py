"""A small installation filled through the real services: memories in every scope, a correction
chain, a pin and an approval, a mined conversation (palace rows), and a relation with a validity
interval; plus helpers to export, import, and read or rewrite archives."""

from __future__ import annotations

import hashlib
import io
import json
import zipfile
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.test import override_settings

from memories.models import Persona, Project, ProjectMembership, System, SystemGrant
from memories.scoping import principal_for_user
from memories.services.graph.writes import entity_upsert, relation_assert
from memories.services.lifecycle.governance import memory_approve, memory_set_always_inject
from memories.services.store.memory import memory_remember, memory_supersede, memory_update
from palace.mining.pipeline import conversation_mine
from palace.services.conversations import MessageIn, conversation_end, conversation_ingest
from tests.factories import AdminFactory, UserFactory
from tests.factories.recall import local_recall_state
from tests.helpers.module_rows import module_rows, per_test_copy
from tests.memories.api.conftest import world as api_world

# The API tests' small world of principals (alice, bob, carol, admin, agent keys) and scopes.
world = api_world

QUERY = "which database does the billing service use?"


@pytest.fixture(autouse=True)
def _fast_settings(settings: Any) -> None:
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    # Model usage is written on a timer, maybe from a recall worker's own connection, which
    # would wait on this test's open transaction: keep it in memory for the test.
    settings.USAGE_FLUSH_SECONDS = 3600


@pytest.fixture(params=["here", "in helpers"])
def preparing(request: pytest.FixtureRequest, settings: Any) -> str:
    """Each part of an import read and scrubbed here, or in two helper processes however small
    (`memories.portability.prepared`): the same outcome either way."""
    if request.param == "in helpers":
        settings.IMPORT_HELPER_MIN_RECORDS = 1
        settings.IMPORT_HELPERS = 2
    return str(request.param)


@pytest.fixture
def local_embedder(settings: Any) -> Iterator[None]:
    with local_recall_state(settings):
        yield


@pytest.fixture(scope="module")
def filled_rows(
    request: pytest.FixtureRequest, django_db_setup: None, django_db_blocker: Any
) -> Iterator[dict[str, Any] | None]:
    """`filled`'s rows, made once for the module where its tests may share them
    (`tests/helpers/module_rows.py`), with the settings the tests' fixtures give."""
    with module_rows(request, django_db_blocker, "filled", _make_filled_for_module) as rows:
        yield rows


def _make_filled_for_module() -> dict[str, Any]:
    with override_settings(USAGE_FLUSH_SECONDS=3600), local_recall_state(None):
        return make_filled()


@pytest.fixture
def filled(db: None, local_embedder: None, filled_rows: dict[str, Any] | None) -> dict[str, Any]:
    """A small installation (module docstring): the module's rows, or this test's own."""
    return per_test_copy(filled_rows) if filled_rows is not None else make_filled()


def make_filled() -> dict[str, Any]:
    alice: Any = UserFactory(username="alice")
    bob: Any = UserFactory(username="bob")
    admin: Any = AdminFactory(username="admin")
    persona = Persona.objects.create(slug="helper", name="Helper")
    persona.members.add(alice)
    project = Project.objects.create(slug="apollo", name="Apollo")
    ProjectMembership.objects.create(project=project, user=alice, can_manage=True)
    system = System.objects.create(slug="billing", name="Billing")
    SystemGrant.objects.create(system=system, user=alice, can_manage=True)
    p = principal_for_user(alice)
    admin_p = principal_for_user(admin)

    def remember(content: str, **kw: Any) -> Any:
        return memory_remember(principal=kw.pop("principal", p), content=content, **kw).memory

    notes = {
        "user": remember("The billing service uses PostgreSQL 16 on db-7.", tags=["infra"]),
        "persona": remember("Answer support tickets within one day.", scope="persona",
                            scope_ref="helper"),
        "project": remember("Apollo ships on Fridays after the demo.", scope="project",
                            scope_ref="apollo", kind="decision"),
        "system": remember("Billing invoices are generated at midnight UTC.", scope="system",
                           scope_ref="billing"),
        "session": remember("We are debugging the invoice export today.", scope="session",
                            scope_ref="thread-9"),
        "global": remember("The office closes on public holidays.", scope="global",
                           principal=admin_p),
        "bob": remember("Bob's favourite editor is Helix.", principal=principal_for_user(bob)),
    }  # fmt: skip
    memory_update(principal=p, memory_id=notes["user"].pk, tags=["infra", "database"])
    old = remember("The staging host is st-3.", kind="fact")
    notes["corrected"] = memory_supersede(
        principal=p, memory_id=old.pk, content="The staging host is st-7."
    )
    memory_set_always_inject(principal=p, memory_id=notes["project"].pk, value=True)
    memory_approve(principal=admin_p, memory_id=notes["system"].pk)
    conversation, _ = conversation_ingest(
        principal=p,
        external_id="chat-1",
        subject="Caroline",
        started_at=datetime(2024, 3, 1, 9, 0, tzinfo=UTC),
        messages=[
            MessageIn(speaker="Caroline", content="I adopted a puppy named Biscuit last week.",
                      sent_at=datetime(2024, 3, 1, 9, 0, tzinfo=UTC), external_id="m1"),
            MessageIn(speaker="Alice", content="Lovely! Is Biscuit settling in well in Oregon?",
                      sent_at=datetime(2024, 3, 1, 9, 1, tzinfo=UTC), external_id="m2"),
            MessageIn(speaker="Caroline", content="Yes, she sleeps on my guitar case every night.",
                      sent_at=datetime(2024, 3, 1, 9, 2, tzinfo=UTC), external_id="m3"),
        ],
    )  # fmt: skip
    conversation_end(principal=p, conversation_id=conversation.pk)
    conversation_mine(conversation_id=str(conversation.pk))
    db7 = entity_upsert(owner_id=alice.pk, name="db-7", kind="item")
    billing = entity_upsert(owner_id=alice.pk, name="Billing service", kind="item")
    relation_assert(
        owner_id=alice.pk,
        subject=billing,
        predicate="runs_on",
        obj=db7,
        valid_from=datetime(2023, 1, 1, tzinfo=UTC),
        source_memory=notes["user"],
    )
    db9 = entity_upsert(owner_id=alice.pk, name="db-9", kind="item")
    relation_assert(owner_id=alice.pk, subject=billing, predicate="runs_on", obj=db9,
                    valid_from=datetime(2024, 6, 1, tzinfo=UTC))  # closes the first  # fmt: skip
    return {"alice": alice, "bob": bob, "admin": admin, "notes": notes,
            "conversation": conversation}  # fmt: skip


def export(path: Path, *args: str) -> str:
    out = io.StringIO()
    call_command("export", str(path), *args, stdout=out)
    return out.getvalue()


def import_(path: Path, *args: str) -> dict[str, Any]:
    out = io.StringIO()
    call_command("import", str(path), *args, stdout=out)
    text = out.getvalue()
    return dict(json.loads(text[text.index("{") :]))


def read_archive(path: Path) -> dict[str, list[dict[str, Any]]]:
    """Every part's records, by part (the manifest under "manifest")."""
    with zipfile.ZipFile(path) as archive:
        parts: dict[str, list[dict[str, Any]]] = {
            "manifest": [json.loads(archive.read("manifest.json"))]
        }
        for name in archive.namelist():
            if name.endswith(".jsonl"):
                lines = archive.read(name).decode().splitlines()
                parts[name.removesuffix(".jsonl")] = [json.loads(line) for line in lines]
    return parts


def rewrite_archive(
    source: Path, target: Path, *, part: str, change: Any, fix_hash: bool = True
) -> None:
    """Copy an archive, changing one part's records (`change(records) -> records`); the
    manifest's hash and count follow unless `fix_hash` is False."""
    with zipfile.ZipFile(source) as archive:
        entries = {name: archive.read(name) for name in archive.namelist()}
    manifest = json.loads(entries["manifest.json"])
    name = f"{part}.jsonl"
    records = [json.loads(line) for line in entries[name].decode().splitlines()]
    data = "".join(json.dumps(r, sort_keys=True) + "\n" for r in change(records)).encode()
    entries[name] = data
    if fix_hash:
        manifest["parts"][part]["sha256"] = hashlib.sha256(data).hexdigest()
        manifest["parts"][part]["records"] = data.count(b"\n")
    entries["manifest.json"] = json.dumps(manifest).encode()
    with zipfile.ZipFile(target, "w") as archive:
        for entry, content in entries.items():
            archive.writestr(entry, content)


def wipe() -> None:
    """An empty installation: every person (and so everything they own) and every group."""
    get_user_model().objects.all().delete()
    for model in (Persona, Project, System):
        model.objects.all().delete()
