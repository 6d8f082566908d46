"""The format's contract: the documented field tables are made from the schemas the importer
checks with, and the fast check agrees with jsonschema on what is wrong."""

from __future__ import annotations

import hashlib
import io
import json
import zipfile
from pathlib import Path
from typing import Any

import pytest
from django.core.management import CommandError, call_command

from memories.portability.archive import ArchiveReader, ArchiveWriter
from memories.portability.checks import first_error, fits, validator
from memories.portability.format import PARTS, ArchiveInvalid, RawJSON, dumps_line
from memories.portability.schema_doc import BEGIN, END, NOTES, page_with_tables, paths, tables

DOC = Path(__file__).resolve().parents[2] / "docs" / "export-format.md"

MEMORY: dict[str, Any] = {
    "id": "6f0d3c52-93c5-4d47-9b7c-2b0e7f0d6a11", "owner": "alice", "content": "A note.",
    "recall_hint": "", "kind": "fact", "tags": ["x"], "source": "agent",
    "source_conversation": "", "source_run": "", "pointer": "", "scope": "user",
    "persona": None, "project": None, "system": None, "session_key": "", "status": "active",
    "stale_reason": "", "confidence": 0.7, "relevance_score": 0.5, "expires_at": None,
    "approved_by": None, "approved_at": None, "always_inject": False,
    "always_inject_proposed": False, "superseded_by": None, "entities": [], "metadata": {},
    "content_hash": "a" * 64, "created_at": "2024-01-01T00:00:00+00:00",
    "updated_at": "2024-01-01T00:00:00+00:00",
}  # fmt: skip


def test_the_documented_tables_are_made_from_the_schemas_the_import_checks_with():
    """docs/export-format.md's field tables are what `manage.py export_format_tables` makes
    from MANIFEST_SCHEMA and RECORDS now: a schema change without the page's fails here."""
    page = DOC.read_text(encoding="utf-8")
    assert page_with_tables(page) == page, "run: python manage.py export_format_tables"
    for part in ("manifest", *PARTS):
        for field in paths(part):
            assert f"| `{field}` |" in page, (part, field)


def test_every_note_names_a_field_the_schemas_have():
    assert {(part, field) for part, field in NOTES if field not in paths(part)} == set()


def test_the_tables_say_each_fields_type_and_rules():
    rows = {line.split(" | ")[0]: line for line in tables().splitlines() if line.startswith("| `")}
    assert rows["| `top_k`"] == "| `top_k` | integer | 1\u201350 |  |"
    assert "one of `user`, `persona`" in rows["| `scope`"]
    assert "UUID or null" in rows["| `superseded_by`"]
    assert rows["| `scope.user`"].split(" | ")[2].startswith("optional")


def test_the_command_checks_and_writes_the_page(tmp_path: Path):
    stale = tmp_path / "page.md"
    stale.write_text(f"# Page\n\n{BEGIN}\nold\n{END}\n\nAfter.\n", encoding="utf-8")
    with pytest.raises(CommandError):
        call_command("export_format_tables", "--check", "--page", str(stale))
    call_command("export_format_tables", "--page", str(stale), stdout=io.StringIO())
    text = stale.read_text(encoding="utf-8")
    assert text.startswith("# Page\n\n" + BEGIN)
    assert text.endswith(END + "\n\nAfter.\n")
    call_command("export_format_tables", "--check", "--page", str(stale), stdout=io.StringIO())


def test_a_valid_record_passes():
    assert first_error("memories", MEMORY) is None


@pytest.mark.parametrize("field", sorted(MEMORY))
def test_every_field_of_the_wrong_type_is_named(field: str):
    wrong = {**MEMORY, field: ["a list"] if field == "metadata" else {"not": "this"}}
    assert first_error("memories", wrong) is not None
    assert next(iter(validator("memories").iter_errors(wrong)), None) is not None
    assert first_error("memories", wrong)[0] == field


def test_an_unknown_field_and_a_missing_one_are_refused():
    assert first_error("memories", {**MEMORY, "extra": 1}) is not None
    missing = {k: v for k, v in MEMORY.items() if k != "scope"}
    assert first_error("memories", missing) == ("scope", "is required")


def test_a_vector_must_hold_as_many_numbers_as_it_says():
    vector = {"memory": MEMORY["id"], "model": "m", "dimensions": 3, "embedding": [0.1, 0.2],
              "text_hash": "b" * 64, "created_at": "2024-01-01T00:00:00+00:00"}  # fmt: skip
    assert first_error("vectors", vector) == ("embedding", "2 numbers, `dimensions` says 3")
    assert first_error("vectors", {**vector, "embedding": [0.1, "x", 0.3]}) is not None
    assert first_error("vectors", {**vector, "embedding": [0.1, 0.2, 0.3]}) is None


@pytest.mark.parametrize(
    ("number", "fits"),
    [(float("nan"), False), (float("inf"), False), (float("-inf"), False), (1e39, False),
     (3.4028236e38, False), (3.4028235e38, True), (-3.4028235e38, True), (0, True)],
)  # fmt: skip
def test_a_vector_number_must_fit_a_4_byte_float(number: float, fits: bool):
    vector = {"memory": MEMORY["id"], "model": "m", "dimensions": 2, "embedding": [0.1, number],
              "text_hash": "b" * 64, "created_at": "2024-01-01T00:00:00+00:00"}  # fmt: skip
    error = first_error("vectors", vector)
    assert (error is None) == fits, error
    if not fits:
        assert error == ("embedding", "every item must be a finite number that fits a 4-byte float")


def test_a_raw_json_value_is_written_as_it_is():
    line = dumps_line({"b": RawJSON("[0.5,1e-05]"), "a": "x"})
    assert json.loads(line) == {"a": "x", "b": [0.5, 1e-05]}


ODD_VALUES: list[Any] = [
    None, True, 0, -1, 1.5, 2, 10**6, "", "x", "x" * 300, "x" * 20_000, "not-a-uuid",
    "6f0d3c52-93c5-4d47-9b7c-2b0e7f0d6a11", "2024-01-01T00:00:00+00:00", "user", "fact", [],
    ["x"], [1], ["x" * 300], [None], ["a"] * 60, {}, {"a": 1}, {"a": [{"b": None}]},
]  # fmt: skip


@pytest.mark.parametrize("field", sorted(MEMORY))
def test_the_fast_check_agrees_with_jsonschema_on_every_odd_value(field: str):
    """Each field of a valid record set to values of every type and size: the compiled check
    says yes exactly where jsonschema does (a yes is never checked again, and a wrong no would
    send every record to the slow path)."""
    schema, fast = validator("memories"), fits("memories")
    for value in ODD_VALUES:
        record = {**MEMORY, field: value}
        assert fast(record) == schema.is_valid(record), (field, value)


def _archive_with_users_part(tmp_path: Path, data: bytes, records: int) -> str:
    """An archive whose users part is `data`, its manifest naming `records` records and the
    data's true SHA-256."""
    first = tmp_path / "first.zip"
    writer = ArchiveWriter(str(first))
    writer.write_part("users", [])
    writer.finish(scope={"kind": "all"}, embedding={"provider": "local", "model": "m", "dimensions": 3},
                  with_vectors=False)  # fmt: skip
    target = tmp_path / "archive.zip"
    with zipfile.ZipFile(first) as source, zipfile.ZipFile(target, "w") as out:
        manifest = json.loads(source.read("manifest.json"))
        manifest["parts"]["users"].update(records=records, sha256=hashlib.sha256(data).hexdigest())
        out.writestr("manifest.json", json.dumps(manifest))
        out.writestr("users.jsonl", data)
    return str(target)


@pytest.mark.parametrize("ending", [b"\n", b""], ids=["newline", "no-final-newline"])
def test_the_record_count_counts_every_line_the_import_reads(tmp_path: Path, ending: bytes):
    data = b'{"a": 1}\n' * 70_000 + b'{"b": 2}' + ending  # several buffers' worth
    reader = ArchiveReader(_archive_with_users_part(tmp_path, data, 70_001))
    reader.verify()
    assert sum(1 for _ in reader._lines("users.jsonl")) == 70_001  # what the import reads
    with pytest.raises(ArchiveInvalid, match="70001 records, the manifest says 70002"):
        ArchiveReader(_archive_with_users_part(tmp_path, data, 70_002)).verify()
