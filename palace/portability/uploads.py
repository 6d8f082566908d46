"""Where import uploads wait for a worker: `DATA_DIR/imports`, a folder only the service's user
may enter (0700), each file readable and writable by that user only (0600). An upload goes when
its job ends or fails, when its task meets no job (the row went with its person), and when its
person is erased (`uploads_erase_for_user`, run by `user_erase`)."""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterable
from pathlib import Path

from django.conf import settings
from django.db import transaction

from palace.models import ImportJob

FILE_MODE = 0o600
DIR_MODE = 0o700


def import_dir() -> Path:
    return Path(settings.DATA_DIR) / "imports"


def upload_path_of(job_id: uuid.UUID) -> Path:
    """The upload of a job (a UUID, never a string from outside: it names a file)."""
    return import_dir() / f"{uuid.UUID(str(job_id))}.upload"


def upload_write(path: Path, chunks: Iterable[bytes]) -> None:
    """Write a new file of `chunks`, readable by the service's user only from its first byte
    (the folder too, whatever the umask; one made by an older version is narrowed)."""
    folder = path.parent
    folder.mkdir(mode=DIR_MODE, parents=True, exist_ok=True)
    folder.chmod(DIR_MODE)
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, FILE_MODE)
    os.fchmod(descriptor, FILE_MODE)  # a file left by a killed request keeps its old mode
    with os.fdopen(descriptor, "wb") as out:
        for chunk in chunks:
            out.write(chunk)


def upload_discard(job_id: uuid.UUID) -> None:
    path = upload_path_of(job_id)
    path.unlink(missing_ok=True)
    path.with_suffix(".partial").unlink(missing_ok=True)


def uploads_erase_for_user(user_id: int) -> None:
    """A person being erased: their waiting uploads go once the erasure commits (their jobs'
    rows go with them by cascade; a task still queued for one then finds nothing to run)."""
    job_ids = list(ImportJob.objects.filter(owner_id=user_id).values_list("pk", flat=True))

    def discard() -> None:
        for job_id in job_ids:
            upload_discard(job_id)

    transaction.on_commit(discard)
