"""Archive uploads built to exhaust memory: a manifest padded to megabytes, a part that
decompresses a thousand times over, a line longer than any record, a zip of countless entries,
a compression whose output has no bound. Each is refused naming the part (413 for a size, 400
for a shape) in the request where the zip's directory tells, else by the worker's job; the
worker refuses them too when an upload reached it some other way."""

from __future__ import annotations

import os
import zipfile
from pathlib import Path
from typing import Any

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from memories.portability.archive import ArchiveReader
from memories.portability.format import (
    ArchiveInvalid,
    ArchiveTooLarge,
    Deadline,
    ImportBudgetExceeded,
)
from memories.portability.prepared import prepared_records
from palace.models import ImportJob
from palace.portability.jobs import import_job_run
from palace.portability.uploads import import_dir, upload_path_of, upload_write
from tests.memories.api.conftest import session
from tests.portability.bombs import one_line, write_bomb

pytestmark = pytest.mark.django_db


def _post(user: Any, path: Path) -> Any:
    file = SimpleUploadedFile("mine.zip", path.read_bytes())
    return session(user).post("/api/v1/imports", {"kind": "archive", "file": file})


def _uploads() -> set[Path]:
    return set(import_dir().glob("*")) if import_dir().exists() else set()


def _refused(user: Any, path: Path, status: int) -> str:
    # (Only this request's files: a test before it in the same worker may have left an upload
    # whose job row its rollback removed.)
    before = _uploads()
    response = _post(user, path)
    assert response.status_code == status, response.content
    error = response.json()["error"]
    assert list(error["fields"]) == ["file"]
    assert not ImportJob.objects.exists()
    assert _uploads() <= before, "the refused upload was kept"
    return str(error["message"])


def test_a_manifest_padded_past_its_limit_is_refused_in_the_request(
    alice: Any, tmp_path: Path
) -> None:
    bomb = write_bomb(tmp_path / "b.zip", chunks=[b""], manifest_padding=3 << 20)
    assert bomb.stat().st_size < 50_000
    message = _refused(alice, bomb, 413)
    assert message.startswith("manifest.json: ")
    assert "once decompressed; at most 1048576 are read" in message


def test_a_part_decompressing_a_thousand_times_over_is_refused_in_the_request(
    alice: Any, tmp_path: Path
) -> None:
    bomb = write_bomb(tmp_path / "b.zip", chunks=one_line(60 << 20))
    assert bomb.stat().st_size < 200_000
    message = _refused(alice, bomb, 413)
    assert message.startswith("memories.jsonl: decompresses to ")
    assert "(IMPORT_ARCHIVE_MAX_RATIO)" in message


def test_a_part_past_the_part_limit_is_refused_in_the_request(
    alice: Any, tmp_path: Path, settings: Any
) -> None:
    settings.IMPORT_ARCHIVE_MAX_PART_BYTES = 10_000
    bomb = write_bomb(tmp_path / "b.zip", chunks=one_line(20_000, fill=b"0123456789abcdef"))
    message = _refused(alice, bomb, 413)
    assert message.startswith("memories.jsonl: ")
    assert "(IMPORT_ARCHIVE_MAX_PART_BYTES)" in message


def test_a_zip_of_countless_entries_or_another_compression_is_refused(
    alice: Any, tmp_path: Path
) -> None:
    many = tmp_path / "many.zip"
    with zipfile.ZipFile(many, "w") as archive:
        for number in range(200):
            archive.writestr(f"{number}.jsonl", b"")
    assert "an export holds at most 64 files" in _refused(alice, many, 413)
    bz = write_bomb(tmp_path / "bz.zip", chunks=[b"{}\n"], compression=zipfile.ZIP_BZIP2)
    assert "compressed with a method other than deflate" in _refused(alice, bz, 400)


def test_a_manifest_nested_too_deep_is_refused_not_a_server_error(
    alice: Any, tmp_path: Path
) -> None:
    deep = tmp_path / "deep.zip"
    with zipfile.ZipFile(deep, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("manifest.json", b"[" * 200_000 + b"]" * 200_000)
    assert "manifest.json: nested too deeply to read" in _refused(alice, deep, 400)


def _random_text(size: int) -> bytes:
    return os.urandom(size // 2).hex().encode()


def test_a_line_longer_than_a_record_fails_its_job_naming_the_line(
    alice: Any, tmp_path: Path, settings: Any
) -> None:
    settings.IMPORT_MAX_RECORD_BYTES = 4096
    bomb = write_bomb(tmp_path / "b.zip", chunks=[b'{"content": "', _random_text(100_000), b'"}\n'])
    response = _post(alice, bomb)
    assert response.status_code == 202, response.content  # the directory cannot tell
    job_id = response.json()["id"]
    import_job_run(job_id)
    job = ImportJob.objects.get(pk=job_id)
    assert job.status == "failed"
    assert "memories.jsonl line 1: a line longer than 4096 bytes" in job.error
    assert not upload_path_of(job.pk).exists()


def test_the_worker_refuses_a_bomb_the_request_never_checked(alice: Any, tmp_path: Path) -> None:
    """An upload that reached the folder another way (an older version's request): the job
    reads the same directory and refuses it the same way."""
    bomb = write_bomb(tmp_path / "b.zip", chunks=one_line(60 << 20))
    job = ImportJob.objects.create(owner=alice, kind="archive", file_name="mine.zip", size=1)
    upload_write(upload_path_of(job.pk), [bomb.read_bytes()])
    import_job_run(str(job.pk))
    job.refresh_from_db()
    assert job.status == "failed"
    assert job.error.startswith("memories.jsonl: decompresses to ")


def test_manage_py_import_reads_through_the_same_bounds(tmp_path: Path) -> None:
    bomb = write_bomb(tmp_path / "b.zip", chunks=[b""], manifest_padding=3 << 20)
    with pytest.raises(ArchiveTooLarge, match=r"manifest\.json"):
        ArchiveReader(str(bomb))
    (tmp_path / "junk.zip").write_bytes(b"PK\x05\x06" + b"\xff" * 5)  # a cut end record
    with pytest.raises(ArchiveInvalid, match="not a readable zip archive"):
        ArchiveReader(str(tmp_path / "junk.zip"))


@pytest.mark.parametrize("helpers", [0, 1])
def test_reading_past_the_deadline_stops_here_and_in_a_helper(tmp_path: Path, helpers: int) -> None:
    archive = write_bomb(tmp_path / "many.zip", chunks=[b"{}\n" * 5000])
    reader = ArchiveReader(str(archive), deadline=Deadline.after(0))
    records = prepared_records(reader, "memories", lambda line, record: line, helpers=helpers)
    with pytest.raises(ImportBudgetExceeded, match=r"time budget of 0 s"):
        list(records)
    with pytest.raises(ImportBudgetExceeded):
        reader.verify()


def test_an_archive_of_more_records_than_an_upload_may_hold_is_refused_in_the_request(
    alice: Any, tmp_path: Path, settings: Any
) -> None:
    settings.IMPORT_UPLOAD_MAX_RECORDS = 10
    bomb = write_bomb(tmp_path / "b.zip", chunks=[b"{}\n" * 11])
    message = _refused(alice, bomb, 413)
    assert message.startswith("memories.jsonl: 11 records of people, palace, entities")
    assert "(IMPORT_UPLOAD_MAX_RECORDS)" in message


def test_a_part_longer_than_its_manifest_says_is_refused_while_it_is_read(tmp_path: Path) -> None:
    """A budget counted from the manifest holds: the part may not bring more lines."""
    bomb = write_bomb(tmp_path / "b.zip", chunks=[b"{}\n" * 5], declared=2)
    with pytest.raises(ArchiveInvalid, match=r"memories\.jsonl line 3: more records than the"):
        list(ArchiveReader(str(bomb)).records("memories", only=lambda line: False))


@pytest.mark.parametrize(
    "content",
    [
        b"PK\x05\x06" + b"\xff" * 18,
        # An end record 5 bytes in, claiming zip64, whose comment puts a zip64 locator where a
        # negative index would look for one.
        b"J" * 5
        + b"PK\x05\x06"
        + b"\x00" * 4
        + b"\xff" * 12
        + b"\x14\x00"
        + b"\x00" * 5
        + b"PK\x06\x07"
        + b"\x00" * 11,
        b"PK",
        b"",
    ],
    ids=["end-record-only", "short-prefix", "two-bytes", "empty"],
)
def test_a_file_that_only_looks_like_a_zip_end_is_refused_not_a_server_error(
    alice: Any, tmp_path: Path, content: bytes
) -> None:
    path = tmp_path / "odd.zip"
    path.write_bytes(content)
    with pytest.raises(ArchiveInvalid):
        ArchiveReader(str(path))
