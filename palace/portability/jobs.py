"""A person's own imports, from the settings page or `POST /api/v1/imports`: their export archive
or a chat history (ChatGPT, Claude, JSON Lines). The upload waits in DATA_DIR/imports; a worker
runs it (`palace.run_import`) as whoever uploaded it: the person, or the key with its binding
and write rules (never the key's person), in the scopes held at that moment; the job's
row shows what it is doing, how far it got, and its report or the reason it stopped.

An archive is all or nothing (`import_archive`); a chat history goes in chat by chat, each
idempotent, so a failed one keeps the chats before it and uploading the file again adds only
what is missing. Running a job twice (a redelivered task) changes nothing: one worker at a time
holds it (an advisory lock), and a finished job is left as it is."""

from __future__ import annotations

import logging
import time
import uuid
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import Any

from celery.exceptions import SoftTimeLimitExceeded
from django.conf import settings
from django.core.files.uploadedfile import UploadedFile
from django.db import DatabaseError, DataError, IntegrityError, connection, transaction
from django.db.models import F, QuerySet
from django.utils import timezone

from memories.embeddings.device import DeviceUnavailable
from memories.portability.archive import ArchiveReader
from memories.portability.format import ArchiveInvalid, ArchiveTooLarge, Deadline
from memories.scoping import Principal, principal_for_user
from memories.services.people.api_keys import principal_for_live_key
from memories.services.rules.validation import scrub_text
from memories.services.upkeep.advisory_locks import held_advisory_lock
from memories.services.upkeep.outbox import outbox_enqueue
from memory_project.errors import DomainError, PayloadTooLarge, ValidationFailed
from palace.models import ImportJob
from palace.portability.chats import PARSERS, Parsed, Skipped, chat_import
from palace.portability.importer import check_held_records, import_archive
from palace.portability.uploads import upload_discard, upload_path_of, upload_write
from palace.scoping import access_import_job, check_may_import, import_jobs_visible_to

logger = logging.getLogger("palace.portability")

KINDS = tuple(ImportJob.Kind.values)
UNFINISHED = (ImportJob.Status.QUEUED, ImportJob.Status.RUNNING)
IMPORT_LOCK_NAMESPACE = 13  # advisory locks: one worker per import job
SKIPS_KEPT = 50  # skipped chats a report names, with their reasons


def upload_path(job: ImportJob) -> Path:
    return upload_path_of(job.pk)


def import_job_create(*, principal: Principal, upload: UploadedFile[Any], kind: str) -> ImportJob:
    """Keep the upload and queue its import. Refused before anything is kept: a key bound to a
    persona or project, an unknown kind, an empty or too large file, an archive whose manifest
    is unreadable or of another format version."""
    check_may_import(principal)
    if kind not in KINDS:
        raise ValidationFailed(
            f"kind: one of {', '.join(KINDS)}", fields={"kind": [f"one of {', '.join(KINDS)}"]}
        )
    limit = int(settings.IMPORT_UPLOAD_MAX_BYTES)
    size = int(upload.size or 0)
    if size > limit:
        raise PayloadTooLarge(
            f"The file is {size} bytes; at most {limit} are accepted (IMPORT_UPLOAD_MAX_BYTES).",
            fields={"file": [f"at most {limit} bytes"]},
        )
    if size == 0:
        raise ValidationFailed("file: the file is empty", fields={"file": ["the file is empty"]})
    name = scrub_text(Path(upload.name or "upload").name)[:200]
    job_id = uuid.uuid4()
    path = upload_path_of(job_id)
    partial = path.with_suffix(".partial")
    try:
        upload_write(partial, upload.chunks())
        if kind == ImportJob.Kind.ARCHIVE:
            try:  # the zip, its sizes and its manifest now; every part's hash and record later
                check_held_records(
                    ArchiveReader(str(partial)), int(settings.IMPORT_UPLOAD_MAX_RECORDS)
                )
            except ArchiveInvalid as exc:
                message = exc.message.replace(str(partial), name).replace(partial.name, name)
                refused = PayloadTooLarge if isinstance(exc, ArchiveTooLarge) else ValidationFailed
                raise refused(message, fields={"file": [message]}) from None
        partial.rename(path)
        with transaction.atomic():
            job = ImportJob.objects.create(
                id=job_id,
                owner_id=principal.user_id,
                via_key=principal.api_key_id is not None,
                api_key_id=principal.api_key_id,
                kind=kind,
                file_name=name,
                size=size,
                phase="Waiting for a worker",
            )
            outbox_enqueue(task="palace.run_import", args=[str(job.pk)])
    except BaseException:
        partial.unlink(missing_ok=True)
        path.unlink(missing_ok=True)
        raise
    logger.info("Import %s of a %s file (%d bytes) queued.", job.pk, kind, size)
    return job


def import_jobs_list(*, principal: Principal, limit: int = 50) -> QuerySet[ImportJob]:
    return import_jobs_visible_to(principal).order_by("-created_at", "-id")[:limit]


def import_job_get(*, principal: Principal, job_id: object) -> ImportJob:
    return access_import_job(principal, job_id)


def _note(
    job: ImportJob, phase: str, done: int, total: int, deadline: Deadline | None = None
) -> None:
    """Progress, written at once (outside any transaction of the import itself only: inside an
    archive's one transaction it shows when that commits); past the deadline the import stops."""
    if deadline is not None:
        deadline.check()
    ImportJob.objects.filter(pk=job.pk).update(phase=phase[:200], done=done, total=total)


def _finish(job: ImportJob, *, report: dict[str, object] | None = None, error: str = "") -> None:
    status = ImportJob.Status.FAILED if error else ImportJob.Status.DONE
    phase = "Done"
    if error:  # an archive is all or nothing; chats stop at the one that failed
        phase = "Stopped: nothing was imported" if job.kind == job.Kind.ARCHIVE else "Stopped"
        path = upload_path(job)  # errors name the person's file, never the server's path
        error = error.replace(str(path), job.file_name).replace(path.name, job.file_name)
    done = {} if error else {"done": F("total")}  # a finished import went the whole way
    ImportJob.objects.filter(pk=job.pk, status__in=UNFINISHED).update(
        **done,
        status=status,
        phase=phase,
        report=report or {},
        error=error[:2000],
        finished_at=timezone.now(),
    )
    upload_path(job).unlink(missing_ok=True)
    logger.info("Import %s %s.", job.pk, "failed: " + error if error else "done")


def import_job_run(job_id: str) -> ImportJob | None:
    """Run one queued import (the task). A finished job, one another worker holds, or one that
    does not exist: nothing happens (the upload of a job gone with its person is removed). A
    job begun `IMPORT_MAX_ATTEMPTS` times whose worker never finished it (killed, out of
    memory, past the hard time limit) is failed, not run again."""
    try:
        job_id = str(uuid.UUID(str(job_id)))
    except ValueError:
        return None
    with held_advisory_lock(job_id, IMPORT_LOCK_NAMESPACE) as acquired:
        if not acquired:
            return None
        job = ImportJob.objects.select_related("owner", "api_key__user").filter(pk=job_id).first()
        if job is None:
            upload_discard(uuid.UUID(job_id))
            return None
        if job.status not in UNFINISHED:
            return job
        if job.attempts >= int(settings.IMPORT_MAX_ATTEMPTS):
            _finish(job, error=f"Its worker stopped {job.attempts} times while running it "
                    "(killed, out of memory or past the time limit); it is not tried again.")  # fmt: skip
            job.refresh_from_db()
            return job
        started = job.started_at or timezone.now()  # the budget is the job's, not each run's
        claimed = ImportJob.objects.filter(
            pk=job.pk, status__in=UNFINISHED, attempts=job.attempts
        ).update(
            status=ImportJob.Status.RUNNING,
            started_at=started,
            phase="Starting",
            attempts=F("attempts") + 1,
        )
        if not claimed:
            return job
        _run(job, _deadline(started))
        job.refresh_from_db()
        return job


def _deadline(started: datetime) -> Deadline:
    """`IMPORT_TIME_LIMIT_SECONDS` from the job's first start: a run after a lost one (its
    worker killed past the hard limit) has only what is left, maybe nothing."""
    limit = int(settings.IMPORT_TIME_LIMIT_SECONDS)
    spent = (timezone.now() - started).total_seconds()
    return Deadline(at=time.monotonic() + limit - spent, seconds=limit)


def _run(job: ImportJob, deadline: Deadline) -> None:
    path = upload_path(job)
    if not job.owner.is_active:
        _finish(job, error="The account is deactivated; nothing was imported.")
        return
    if not path.exists():
        _finish(job, error="The uploaded file is gone; upload it again.")
        return
    try:
        principal = _uploader(job)
    except DomainError as exc:
        _finish(job, error=f"Nothing was imported: {exc.message}")
        return
    try:
        deadline.check()
        if job.kind == ImportJob.Kind.ARCHIVE:
            report = import_archive(
                str(path),
                as_user=job.owner,
                principal=principal,
                progress=lambda phase, done, total: _note(job, phase, done, total, deadline),
                deadline=deadline,
                max_held_records=int(settings.IMPORT_UPLOAD_MAX_RECORDS),
            ).as_dict()
        else:
            report = _import_chats(job, principal, path, deadline)
    except ValidationFailed as exc:
        _finish(job, error=exc.message)
    except MemoryError:
        _reconnect_if_broken()
        logger.exception("Import %s ran out of memory.", job.pk)
        _finish(job, error="It ran out of memory and was stopped; nothing more was read.")
    except DeviceUnavailable as exc:
        _finish(job, error=f"Nothing was imported. {exc}")
    except (SoftTimeLimitExceeded, DatabaseError) as exc:
        _reconnect_if_broken()
        if _raised_by(exc, SoftTimeLimitExceeded):  # the pool's soft limit, not our deadline
            _finish(job, error=f"It ran past its time budget of {settings.IMPORT_TIME_LIMIT_SECONDS}"
                    " s (IMPORT_TIME_LIMIT_SECONDS) and was stopped.")  # fmt: skip
        else:
            logger.exception("Import %s: the database refused a row.", job.pk)
            _finish(job, error="The database refused a row; nothing of this run was kept.")
    except Exception:  # the time limit, a bug: said on the job, never left "running"
        logger.exception("Import %s stopped on an unexpected error.", job.pk)
        _finish(job, error="It stopped on an unexpected error (see the worker's log).")
        raise
    else:
        _finish(job, report=report)


def _raised_by(exc: BaseException, kind: type[BaseException]) -> bool:
    """Whether `exc` is `kind` or was raised while handling one (a limit that struck inside a
    statement comes out as the error of the rollback it interrupted)."""
    seen: BaseException | None = exc
    while seen is not None:
        if isinstance(seen, kind):
            return True
        seen = seen.__context__
    return False


def _reconnect_if_broken() -> None:
    """A limit that struck mid-statement leaves the connection mid-command: drop it, so the
    job's row can still be written on a new one (its session's advisory lock goes with it)."""
    if not connection.in_atomic_block and not connection.is_usable():
        connection.close()


def _uploader(job: ImportJob) -> Principal:
    """Who the import runs as: the key that uploaded it, checked as a request would be (a key
    revoked, expired or unbound since raises), else the person."""
    if job.via_key:
        return principal_for_live_key(job.api_key)
    return principal_for_user(job.owner)


def _next_chat(chats: Iterator[Parsed], added: int) -> Parsed | None:
    """The file's next chat; where the file itself cannot go on (unreadable, a chat too large,
    the time budget spent) the error says what was imported before it."""
    try:
        return next(chats, None)
    except ValidationFailed as exc:
        raise type(exc)(
            f"{exc.message} ({added} chats imported before it; upload the file again once it "
            "is fixed: what is here already is not added twice)",
            fields=exc.fields,
        ) from None


def _import_chats(
    job: ImportJob, principal: Principal, path: Path, deadline: Deadline
) -> dict[str, object]:
    """Chat by chat as the file is read: a chat that cannot be read or stored is skipped with
    its reason (the first `SKIPS_KEPT` of them in the report), the others go in."""
    _note(job, "Reading the chats", 0, 0, deadline)
    seen = added = skipped = 0
    reasons: list[dict[str, str]] = []
    chats = PARSERS[job.kind](path, deadline=deadline)
    while (parsed := _next_chat(chats, added)) is not None:
        seen += 1
        if seen % 10 == 1:
            _note(job, f"Importing chats ({seen - 1} read)", seen - 1, 0, deadline)
        if isinstance(parsed, Skipped):
            where, reason = parsed.where.replace(path.name, job.file_name), parsed.reason
        else:
            try:
                added += chat_import(principal=principal, chat=parsed)
                continue
            except (ValidationFailed, DataError, IntegrityError) as exc:
                where = parsed.external_id
                reason = exc.message if isinstance(exc, ValidationFailed) else "the database refused it"  # fmt: skip
        skipped += 1
        if len(reasons) < SKIPS_KEPT:
            reasons.append({"chat": scrub_text(where[:300]), "reason": scrub_text(reason[:500])})
    _note(job, f"Imported {seen} chats", seen, seen, deadline)
    report: dict[str, object] = {"chats": seen, "added": added, "already_here": seen - added - skipped}  # fmt: skip
    if skipped:
        report.update(skipped=skipped, skipped_chats=reasons)
    return report
