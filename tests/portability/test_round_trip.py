"""Export → wipe → import → export again gives the same records, and recall answers the same."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from django.contrib.auth import get_user_model

from memories.embeddings.base import text_hash
from memories.embeddings.storage import embedding_text
from memories.models import Memory, MemoryEmbedding, MemoryRevision, Relation
from memories.retrieval.pipeline import memory_recall
from memories.scoping import principal_for_user
from palace.models import Closet, Conversation, Drawer, Message, Room, Wing
from tests.factories import UserFactory
from tests.portability.conftest import QUERY, export, import_, read_archive, rewrite_archive, wipe

pytestmark = pytest.mark.django_db

COUNTED = (Memory, MemoryRevision, MemoryEmbedding, Relation, Conversation, Message, Wing, Room,
           Closet, Drawer)  # fmt: skip


def _counts() -> dict[str, int]:
    return {model.__name__: model.objects.count() for model in COUNTED}


def _top_hits(username: str) -> list[str]:
    user = get_user_model().objects.get(username=username)
    result = memory_recall(principal=principal_for_user(user), query=QUERY, top_k=5)
    return [str(hit.id) for hit in result.results]


def _without_time(parts: dict[str, list[dict[str, Any]]]) -> dict[str, list[dict[str, Any]]]:
    manifest = dict(parts["manifest"][0])
    manifest.pop("exported_at")
    return {**parts, "manifest": [manifest]}


def _differences(
    left: dict[str, list[dict[str, Any]]], right: dict[str, list[dict[str, Any]]]
) -> list[tuple[str, int, str]]:
    """(part, record index, field) of every difference, to say what a failed comparison is."""
    found = [(part, -1, "records") for part in left.keys() ^ right.keys()]
    for part in left.keys() & right.keys():
        if len(left[part]) != len(right[part]):
            found.append((part, -1, f"{len(left[part])} != {len(right[part])} records"))
            continue
        for i, (a, b) in enumerate(zip(left[part], right[part], strict=True)):
            found += [(part, i, k) for k in a.keys() | b.keys() if a.get(k) != b.get(k)]
    return found


def test_export_all_wipe_import_gives_the_same_records_and_recall(
    filled, tmp_path: Path, preparing: str
):
    first, second = tmp_path / "first.zip", tmp_path / "second.zip"
    export(first, "--all", "--with-vectors")
    before = _counts()
    hits = _top_hits("alice")
    assert str(filled["notes"]["system"].pk) in hits
    parts = read_archive(first)
    assert {p: len(r) for p, r in parts.items() if p != "manifest"} == {
        p: e["records"] for p, e in parts["manifest"][0]["parts"].items()
    }
    assert parts["drawers"]
    assert parts["relations"]
    assert parts["revisions"]
    assert parts["vectors"]

    wipe()
    assert Memory.objects.count() == 0
    report = import_(first)

    assert report["created"]["memories"] == before["Memory"]
    assert report["to_embed"] == 0  # every vector came back with its model
    assert _counts() == before
    export(second, "--all", "--with-vectors")
    again = _without_time(read_archive(second))
    assert _differences(again, _without_time(parts)) == []
    assert _top_hits("alice") == hits


def test_the_correction_chain_pin_approval_and_validity_survive(filled, tmp_path: Path):
    path = tmp_path / "all.zip"
    export(path, "--all")
    wipe()
    import_(path)
    corrected = Memory.objects.get(pk=filled["notes"]["corrected"].pk)
    old = Memory.objects.get(superseded_by=corrected)
    assert old.status == "archived"
    assert "st-3" in old.content
    assert Memory.objects.get(pk=filled["notes"]["project"].pk).always_inject
    approved = Memory.objects.get(pk=filled["notes"]["system"].pk)
    assert approved.approved_by is not None
    assert approved.approved_by.username == "admin"
    assert MemoryRevision.objects.filter(memory_id=filled["notes"]["user"].pk).exists()
    closed = Relation.objects.get(object__name="db-7")
    assert closed.valid_to is not None
    assert closed.source_memory_id == filled["notes"]["user"].pk
    drawer = Drawer.objects.select_related("memory", "message").first()
    assert drawer is not None
    assert drawer.memory.pointer == drawer.pointer
    assert drawer.message is not None
    assert drawer.message.content == drawer.memory.content


def test_importing_the_same_archive_twice_changes_nothing(filled, tmp_path: Path, preparing: str):
    path = tmp_path / "all.zip"
    export(path, "--all", "--with-vectors")
    before = _counts()
    report = import_(path)
    assert not any(report["created"].values()), report["created"]
    assert _counts() == before
    again = import_(path)
    assert not any(again["created"].values())


def test_without_vectors_the_import_embeds_in_batches(filled, tmp_path: Path):
    path = tmp_path / "plain.zip"
    export(path, "--all")
    hits = _top_hits("alice")
    wipe()
    report = import_(path)
    assert report["embedded"] == report["to_embed"] == report["created"]["memories"]
    assert MemoryEmbedding.objects.count() == Memory.objects.count()
    assert _top_hits("alice") == hits


def test_a_persons_archive_imports_as_another_person_beside_the_original(filled, tmp_path):
    path = tmp_path / "alice.zip"
    export(path, "--user", "alice", "--with-vectors")
    carol: Any = UserFactory(username="carol")
    alice_rows = Memory.objects.filter(owner=filled["alice"]).count()
    report = import_(path, "--as-user", "carol")
    assert report["remapped"]["memories"] == alice_rows
    assert Memory.objects.filter(owner=carol).count() == alice_rows
    assert Memory.objects.filter(owner=filled["alice"]).count() == alice_rows
    assert Conversation.objects.filter(owner=carol, external_id="chat-1").exists()
    carol_chain = Memory.objects.filter(owner=carol, superseded_by__isnull=False).get()
    assert carol_chain.superseded_by is not None
    assert carol_chain.superseded_by.owner_id == carol.pk
    assert (
        Drawer.objects.filter(memory__owner=carol).count()
        == Drawer.objects.filter(memory__owner=filled["alice"]).count()
    )
    assert not any(import_(path, "--as-user", "carol")["created"].values())


def test_a_dry_run_reports_and_changes_nothing(filled, tmp_path: Path):
    path = tmp_path / "all.zip"
    export(path, "--all")
    wipe()
    report = import_(path, "--dry-run")
    assert report["dry_run"]
    assert report["created"]["memories"] > 0
    assert Memory.objects.count() == 0


def test_a_project_export_holds_that_projects_rows_and_imports_alone(filled, tmp_path: Path):
    path = tmp_path / "apollo.zip"
    export(path, "--project", "apollo")
    parts = read_archive(path)
    assert [m["content"] for m in parts["memories"]] == ["Apollo ships on Fridays after the demo."]
    assert [p["slug"] for p in parts["projects"]] == ["apollo"]
    assert parts["projects"][0]["members"] == [{"user": "alice", "can_manage": True}]
    assert parts["conversations"] == []
    assert {u["username"] for u in parts["users"]} == {"alice"}
    wipe()
    report = import_(path)
    assert report["created"]["memories"] == 1
    alice = get_user_model().objects.get(username="alice")
    project_note = Memory.objects.get()
    assert project_note.project is not None
    assert project_note.project.slug == "apollo"
    assert alice.projects.filter(slug="apollo").exists()


def test_approvers_not_in_the_archive_are_found_here_or_left_empty(filled, tmp_path: Path):
    """A person's export names approvers its people part does not hold: one who is here is
    found, one who is not becomes empty (both looked up before the memories are written)."""
    source, changed = tmp_path / "alice.zip", tmp_path / "changed.zip"
    export(source, "--user", "alice")
    named: dict[str, str] = {}

    def edit(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
        for record, approver in zip(records, ["admin", "nobody-here", "admin"], strict=False):
            record["approved_by"] = approver
            named[record["id"]] = approver
        return records

    rewrite_archive(source, changed, part="memories", change=edit)
    Memory.objects.filter(owner__username="alice").delete()
    import_(changed)
    approvers = dict(Memory.objects.filter(pk__in=named).values_list("pk", "approved_by__username"))
    assert {str(pk): who for pk, who in approvers.items()} == {
        pk: (None if who == "nobody-here" else who) for pk, who in named.items()
    }


def test_drawer_vectors_of_an_older_version_are_made_again_the_rest_reused(filled, tmp_path: Path):
    """Before 2026-11-28 a drawer's vector was made of its whole recall hint (the quoted turns
    too). Such a vector no longer matches its memory's embedded text: the import leaves it and
    embeds that drawer anew; every other vector comes in as it was."""
    path, older = tmp_path / "now.zip", tmp_path / "older.zip"
    export(path, "--all", "--with-vectors")
    memories = {m["id"]: m for m in read_archive(path)["memories"]}
    drawers = {
        i for i, m in memories.items() if m["kind"] == "message" and "\n" in m["recall_hint"]
    }
    assert drawers  # the filled installation holds a mined conversation

    def as_before(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
        for record in records:
            memory = memories[record["memory"]]
            if record["memory"] in drawers:
                whole = embedding_text(
                    content=memory["content"], recall_hint=memory["recall_hint"], kind="fact"
                )
                record["text_hash"] = text_hash(whole)
        return records

    rewrite_archive(path, older, part="vectors", change=as_before)
    wipe()
    report = import_(older)
    assert report["embedded"] == report["to_embed"] == len(drawers)
    for vector in MemoryEmbedding.objects.select_related("memory"):
        memory = vector.memory
        assert vector.text_hash == text_hash(
            embedding_text(content=memory.content, recall_hint=memory.recall_hint, kind=memory.kind)
        )
