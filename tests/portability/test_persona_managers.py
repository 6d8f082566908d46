"""A persona's managers travel with it: an export names them (`managers`) beside its members,
and an import into an empty installation makes them managers again; an archive from before
persona managers (no `managers` field) imports its members as plain members."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from django.core.management import CommandError

from memories.models import Persona, PersonaMembership
from tests.factories import UserFactory
from tests.portability.conftest import export, import_, read_archive, rewrite_archive, wipe

pytestmark = pytest.mark.django_db


def _roles() -> list[tuple[str, str, bool]]:
    rows = PersonaMembership.objects.values_list("persona__slug", "user__username", "can_manage")
    return sorted(rows)


def test_a_personas_managers_survive_export_and_import(filled: Any, tmp_path: Path) -> None:
    helper = Persona.objects.get(slug="helper")
    PersonaMembership.objects.create(
        persona=helper, user=UserFactory(username="mo"), can_manage=True
    )
    archive = tmp_path / "all.zip"
    export(archive, "--all")
    (record,) = read_archive(archive)["personas"]
    assert (record["members"], record["managers"]) == (["alice", "mo"], ["mo"])
    before = _roles()

    wipe()
    import_(archive)
    assert _roles() == before == [("helper", "alice", False), ("helper", "mo", True)]


def test_an_archive_without_managers_imports_plain_members(filled: Any, tmp_path: Path) -> None:
    exported, old = tmp_path / "all.zip", tmp_path / "old.zip"
    export(exported, "--all")

    def drop_managers(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
        return [{k: v for k, v in record.items() if k != "managers"} for record in records]

    rewrite_archive(exported, old, part="personas", change=drop_managers)
    wipe()
    import_(old)
    assert _roles() == [("helper", "alice", False)]


def test_a_personas_memory_tools_survive_export_and_import(filled: Any, tmp_path: Path) -> None:
    Persona.objects.filter(slug="helper").update(allowed_tools=["memory.read"])
    archive = tmp_path / "all.zip"
    export(archive, "--all")
    (record,) = read_archive(archive)["personas"]
    assert record["allowed_tools"] == ["memory.read"]

    wipe()
    import_(archive)
    assert Persona.objects.get(slug="helper").allowed_tools == ["memory.read"]


def test_an_archive_from_before_the_tools_choice_opts_its_personas_in(
    filled: Any, tmp_path: Path
) -> None:
    """Before personas chose their tools every persona had them all; the migration that added
    the choice opted the existing personas in, and an import of such an archive does the same."""
    exported, old = tmp_path / "all.zip", tmp_path / "old.zip"
    Persona.objects.filter(slug="helper").update(allowed_tools=[])
    export(exported, "--all")

    def drop_tools(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
        return [{k: v for k, v in record.items() if k != "allowed_tools"} for record in records]

    rewrite_archive(exported, old, part="personas", change=drop_tools)
    wipe()
    import_(old)
    assert Persona.objects.get(slug="helper").allowed_tools == ["memory.manage", "memory.read"]


@pytest.mark.parametrize("tools", [["memory.admin"], ["memory.read", "memory.read"], "memory.read"])
def test_an_archive_naming_unknown_tools_is_refused(
    filled: Any, tmp_path: Path, tools: Any
) -> None:
    exported, bad = tmp_path / "all.zip", tmp_path / "bad.zip"
    export(exported, "--all")

    def set_tools(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
        return [{**record, "allowed_tools": tools} for record in records]

    rewrite_archive(exported, bad, part="personas", change=set_tools)
    wipe()
    with pytest.raises(CommandError, match=r"personas\.jsonl line 1 field 'allowed_tools"):
        import_(bad)
    assert not Persona.objects.filter(slug="helper").exists()
