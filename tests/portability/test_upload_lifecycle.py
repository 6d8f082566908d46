"""An import upload waits in DATA_DIR/imports readable by the service's user only, and goes
when its job ends or fails, when its person is erased, or when its task finds the job gone."""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from memories.services.lifecycle.erasure import user_erase
from palace.models import ImportJob
from palace.portability.jobs import import_job_run
from palace.portability.uploads import import_dir, upload_path_of
from tests.memories.api.conftest import session

pytestmark = pytest.mark.django_db
LINE = b'{"conversation": "c-1", "content": "Ship on Friday."}\n'


@pytest.fixture(autouse=True)
def _wide_umask() -> Iterator[None]:
    """The umask most services run under (files 0644, folders 0755 unless we say otherwise)."""
    for path in import_dir().glob("*") if import_dir().exists() else []:
        path.unlink()
    previous = os.umask(0o022)
    yield
    os.umask(previous)


def _upload(user: Any, content: bytes = LINE) -> ImportJob:
    file = SimpleUploadedFile("chats.jsonl", content)
    response = session(user).post("/api/v1/imports", {"kind": "jsonl", "file": file})
    assert response.status_code == 202, response.content
    return ImportJob.objects.get(pk=response.json()["id"])


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_a_waiting_upload_is_readable_by_the_service_only(alice: Any) -> None:
    import_dir().mkdir(parents=True, exist_ok=True)
    import_dir().chmod(0o755)  # as an older version left it
    job = _upload(alice)
    path = upload_path_of(job.pk)
    assert path.exists()
    assert _mode(path) == 0o600
    assert _mode(import_dir()) == 0o700


def test_an_upload_goes_when_its_job_ends_or_fails(alice: Any) -> None:
    done = _upload(alice)
    failed = _upload(alice, b'{"conversation": "c-2", "role": "robot", "content": "x"}\n')
    for job in (done, failed):
        import_job_run(str(job.pk))
        assert not upload_path_of(job.pk).exists()
    statuses = set(ImportJob.objects.values_list("status", flat=True))
    assert statuses == {"done", "failed"}
    assert list(import_dir().glob("*")) == []


def test_an_erased_persons_waiting_upload_goes_with_them(
    alice: Any, django_capture_on_commit_callbacks: Any
) -> None:
    job = _upload(alice)
    assert upload_path_of(job.pk).exists()
    with django_capture_on_commit_callbacks(execute=True):
        user_erase(user_id=alice.pk)
    assert not ImportJob.objects.filter(pk=job.pk).exists()
    assert not upload_path_of(job.pk).exists()


def test_a_task_that_finds_its_job_gone_removes_the_upload(alice: Any) -> None:
    job = _upload(alice)
    ImportJob.objects.filter(pk=job.pk).delete()  # gone by a cascade that ran no hook
    assert upload_path_of(job.pk).exists()
    assert import_job_run(str(job.pk)) is None
    assert not upload_path_of(job.pk).exists()


def test_a_task_whose_job_id_is_no_uuid_touches_no_file(tmp_path: Path) -> None:
    decoy = import_dir().parent / "keep.upload"
    decoy.write_text("not ours to delete")
    assert import_job_run("../keep") is None
    assert decoy.exists()
    decoy.unlink()
