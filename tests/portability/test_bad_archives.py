"""A damaged, foreign or invalid archive is refused with its file, line and field, and nothing
is half-imported; secrets in an archive are scrubbed on the way in."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from django.core.management import CommandError

from memories.models import Memory
from palace.models import Conversation
from tests.portability.conftest import export, import_, read_archive, rewrite_archive, wipe

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("preparing")]


@pytest.fixture
def archive(filled: dict[str, Any], tmp_path: Path) -> Path:
    path = tmp_path / "all.zip"
    export(path, "--all", "--with-vectors")
    wipe()
    return path


def _refused(path: Path) -> str:
    with pytest.raises(CommandError) as caught:
        import_(path)
    assert Memory.objects.count() == 0
    assert Conversation.objects.count() == 0
    return str(caught.value)


def test_a_truncated_archive_is_refused(archive: Path, tmp_path: Path):
    cut = tmp_path / "cut.zip"
    cut.write_bytes(archive.read_bytes()[: archive.stat().st_size // 2])
    assert "corrupt or truncated" in _refused(cut)


def test_a_file_that_is_not_a_zip_is_refused(tmp_path: Path, db: None):
    junk = tmp_path / "junk.zip"
    junk.write_text("hello")
    assert "not a readable zip archive" in _refused(junk)


def test_another_format_version_is_refused(archive: Path, tmp_path: Path):
    import json
    import zipfile

    other = tmp_path / "v9.zip"
    with zipfile.ZipFile(archive) as src, zipfile.ZipFile(other, "w") as dst:
        for name in src.namelist():
            data = src.read(name)
            if name == "manifest.json":
                manifest = json.loads(data)
                manifest["format_version"] = 9
                data = json.dumps(manifest).encode()
            dst.writestr(name, data)
    message = _refused(other)
    assert "manifest.json" in message
    assert "format_version" in message
    assert "9" in message


def test_a_part_whose_hash_does_not_match_is_refused(archive: Path, tmp_path: Path):
    changed = tmp_path / "changed.zip"

    def edit(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
        records[0]["content"] = "something else entirely"
        return records

    rewrite_archive(archive, changed, part="memories", change=edit, fix_hash=False)
    message = _refused(changed)
    assert "memories.jsonl" in message
    assert "SHA-256" in message


def test_a_changed_part_is_refused_for_its_hash_whatever_the_import_met_first(
    archive: Path, tmp_path: Path
):
    """The SHA-256 pass runs beside the import: a changed record that the import refuses on
    its own still gets the archive refused as changed, the error a damaged file deserves."""
    changed = tmp_path / "changed.zip"

    def edit(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
        records[2]["confidence"] = 1.5
        return records

    rewrite_archive(archive, changed, part="memories", change=edit, fix_hash=False)
    message = _refused(changed)
    assert "memories.jsonl" in message
    assert "SHA-256" in message
    assert "confidence" not in message


def test_an_invalid_record_names_its_file_line_and_field(archive: Path, tmp_path: Path):
    bad = tmp_path / "bad.zip"

    def edit(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
        records[2]["confidence"] = 1.5
        return records

    rewrite_archive(archive, bad, part="memories", change=edit)
    message = _refused(bad)
    assert "memories.jsonl line 3 field 'confidence'" in message


@pytest.mark.parametrize("number", [float("nan"), float("inf"), -1e39], ids=["nan", "inf", "huge"])
def test_a_vector_number_no_4_byte_float_holds_is_refused(
    archive: Path, tmp_path: Path, number: float
):
    """JSON readers take NaN and Infinity; pgvector takes neither, nor what overflows a 4-byte
    float: refused with the line and field, not a database error halfway."""
    bad = tmp_path / "bad.zip"

    def edit(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
        records[1]["embedding"][5] = number
        return records

    rewrite_archive(archive, bad, part="vectors", change=edit)
    message = _refused(bad)
    assert "vectors.jsonl line 2 field 'embedding'" in message
    assert "finite number that fits a 4-byte float" in message


def test_a_record_missing_a_field_is_refused(archive: Path, tmp_path: Path):
    bad = tmp_path / "bad.zip"

    def edit(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
        del records[1]["seq"]
        return records

    rewrite_archive(archive, bad, part="messages", change=edit)
    message = _refused(bad)
    assert "messages.jsonl line 2 field 'seq'" in message
    assert "required" in message


def test_a_reference_to_nothing_is_refused_and_nothing_stays(archive: Path, tmp_path: Path):
    bad = tmp_path / "bad.zip"

    def edit(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
        records[-1]["persona"] = "nobody-has-this"
        records[-1]["scope"] = "persona"
        return records

    rewrite_archive(archive, bad, part="memories", change=edit)
    assert "field 'persona'" in _refused(bad)


def test_a_secret_in_an_archive_is_scrubbed_on_the_way_in(archive: Path, tmp_path: Path):
    leaky = tmp_path / "leaky.zip"
    secret = "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"

    def edit(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
        records[0]["content"] = f"The deploy token is {secret} for the CI."
        return records

    rewrite_archive(archive, leaky, part="memories", change=edit)
    import_(leaky)
    assert not Memory.objects.filter(content__contains=secret).exists()
    assert Memory.objects.filter(content__contains="REDACTED").exists()


def test_an_identifier_holding_a_secret_is_refused(archive: Path, tmp_path: Path):
    leaky = tmp_path / "leaky.zip"

    def edit(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
        records[0]["external_id"] = "AKIAIOSFODNN7EXAMPLE"
        return records

    rewrite_archive(archive, leaky, part="conversations", change=edit)
    assert "conversations.jsonl line 1 field 'external_id'" in _refused(leaky)


def test_an_entity_named_twice_in_an_archive_comes_in_once(archive: Path, tmp_path: Path):
    twice = tmp_path / "twice.zip"
    rewrite_archive(archive, twice, part="entities", change=lambda records: records + records[:1])
    report = import_(twice)
    assert report["created"]["entities"] == len(read_archive(archive)["entities"])
