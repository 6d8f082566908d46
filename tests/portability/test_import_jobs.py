"""A person's own imports: `POST /api/v1/imports` and the "Bring memory in" page keep the upload,
a worker runs it (`import_job_run`, what the `palace.run_import` task calls) as that person, and
the job shows progress and its report. An import is the person's rows in the scopes they hold:
it names nobody else, creates no group, carries no approval, and refuses an installation's
export; bad uploads are refused before anything is kept."""

from __future__ import annotations

import json
import uuid
from pathlib import Path
from typing import Any

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client
from rest_framework.test import APIClient

from memories.models import Memory, Project
from memories.scoping import principal_for_api_key
from memory_project.errors import Forbidden
from palace.models import Conversation, ImportJob
from palace.portability.jobs import import_job_create, import_job_run
from palace.portability.uploads import import_dir
from tests.factories.memories import api_key_for
from tests.memories.api.conftest import bearer, session
from tests.portability.conftest import export, rewrite_archive

IMPORTS = "/api/v1/imports"
CHATS = [
    {"conversation": "standup-1", "role": "user", "content": "The demo moved to Thursday.",
     "sent_at": "2026-01-05T09:00:00Z"},
    {"conversation": "standup-1", "role": "assistant", "content": "Noted: demo on Thursday.",
     "sent_at": "2026-01-05T09:01:00Z"},
]  # fmt: skip


def _jsonl(rows: list[dict[str, Any]]) -> bytes:
    return "".join(json.dumps(r) + "\n" for r in rows).encode()


def _upload(client: APIClient, content: bytes, kind: str, name: str = "upload.bin") -> Any:
    file = SimpleUploadedFile(name, content, content_type="application/octet-stream")
    return client.post(IMPORTS, {"kind": kind, "file": file}, format="multipart")


def _run(response: Any) -> dict[str, Any]:
    """What the worker does with the queued job, then the job as its owner reads it."""
    assert response.status_code == 202, response.content
    job_id = response.json()["id"]
    assert response.json()["status"] == "queued"
    import_job_run(job_id)
    return dict(ImportJob.objects.filter(pk=job_id).values().get())


def _uploads_left() -> list[Path]:
    return sorted(import_dir().glob("*")) if import_dir().exists() else []


@pytest.fixture(autouse=True)
def _no_uploads_waiting() -> None:
    """Uploads wait in DATA_DIR/imports: each test starts with none there."""
    for path in _uploads_left():
        path.unlink()


@pytest.fixture
def alice_archive(filled: dict[str, Any], tmp_path: Path) -> Path:
    path = tmp_path / "alice.zip"
    export(path, "--user", "alice")
    return path


def test_a_person_moves_their_export_into_their_own_memory(
    filled: dict[str, Any], alice_archive: Path
) -> None:
    alice = filled["alice"]
    theirs = set(Memory.objects.filter(owner=alice).values_list("content", flat=True))
    Memory.objects.filter(owner=alice).delete()
    Conversation.objects.filter(owner=alice).delete()

    job = _run(_upload(session(alice), alice_archive.read_bytes(), "archive", "alice.zip"))
    assert job["status"] == "done", job["error"]
    assert job["report"]["created"]["memories"] == len(theirs)
    assert set(Memory.objects.filter(owner=alice).values_list("content", flat=True)) == theirs
    assert Conversation.objects.filter(owner=alice, external_id="chat-1").exists()
    # Approval does not travel with a person's import; a pin of theirs does.
    system = Memory.objects.get(owner=alice, scope="system")
    assert (system.approved_by_id, system.approved_at) == (None, None)
    assert Memory.objects.get(owner=alice, scope="project").always_inject
    assert job["phase"] == "Done"
    assert _uploads_left() == []

    again = _run(_upload(session(alice), alice_archive.read_bytes(), "archive", "alice.zip"))
    assert again["status"] == "done"
    assert not any(again["report"]["created"].values())  # the same file twice adds nothing


def test_an_export_naming_groups_the_importer_does_not_hold_is_refused_whole(
    filled: dict[str, Any], alice_archive: Path
) -> None:
    bob = filled["bob"]
    before = Memory.objects.filter(owner=bob).count()
    # Signed in: a key's import would stop sooner, at the first memory of a `human` source.
    job = _run(_upload(session(bob), alice_archive.read_bytes(), "archive"))
    assert job["status"] == "failed"
    assert "you hold no persona 'helper' here" in job["error"]
    assert "memories.jsonl line" in job["error"]
    assert Memory.objects.filter(owner=bob).count() == before
    assert not Conversation.objects.filter(owner=bob).exists()


def test_a_person_may_not_bring_in_global_memories_or_an_installation(
    filled: dict[str, Any], alice_archive: Path, tmp_path: Path
) -> None:
    alice = filled["alice"]

    def make_global(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
        first = {**records[0], "scope": "global", "persona": None, "project": None,
                 "system": None, "id": str(uuid.uuid4())}  # fmt: skip
        return [first]

    crafted = tmp_path / "global.zip"
    rewrite_archive(alice_archive, crafted, part="memories", change=make_global)
    job = _run(_upload(session(alice), crafted.read_bytes(), "archive"))
    assert job["status"] == "failed"
    assert "only an admin may write global memories" in job["error"]
    assert not Memory.objects.filter(scope="global", owner=alice).exists()

    everything = tmp_path / "all.zip"
    export(everything, "--all")
    job = _run(_upload(session(alice), everything.read_bytes(), "archive"))
    assert job["status"] == "failed"
    assert "export of a whole installation" in job["error"]


def test_a_correction_chain_never_hangs_on_someone_elses_memory(
    filled: dict[str, Any], alice_archive: Path, tmp_path: Path
) -> None:
    alice, bobs = filled["alice"], filled["notes"]["bob"]
    fresh = str(uuid.uuid4())

    def point_at_bob(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
        user = next(r for r in records if r["scope"] == "user")
        return [{**user, "id": fresh, "superseded_by": str(bobs.pk), "status": "archived"}]

    crafted = tmp_path / "chain.zip"
    rewrite_archive(alice_archive, crafted, part="memories", change=point_at_bob)
    job = _run(_upload(session(alice), crafted.read_bytes(), "archive"))
    assert job["status"] == "done", job["error"]
    assert Memory.objects.get(pk=fresh).superseded_by_id is None


def test_a_chat_history_goes_in_chat_by_chat_and_twice_adds_nothing(
    filled: dict[str, Any],
) -> None:
    client = bearer(api_key_for(filled["alice"])[1])
    job = _run(_upload(client, _jsonl(CHATS), "jsonl", "chats.jsonl"))
    assert job["status"] == "done", job["error"]
    assert job["report"] == {"chats": 1, "added": 1, "already_here": 0}
    assert (job["done"], job["total"]) == (1, 1)
    conversation = Conversation.objects.get(owner=filled["alice"], external_id="jsonl:standup-1")
    assert conversation.messages.count() == 2
    assert _run(_upload(client, _jsonl(CHATS), "jsonl"))["report"]["added"] == 0

    listed = client.get(IMPORTS).json()["results"]
    assert [j["file_name"] for j in listed] == ["upload.bin", "chats.jsonl"]
    one = client.get(f"{IMPORTS}/{listed[1]['id']}").json()
    assert one["status"] == "done"
    assert one["report"]["added"] == 1


def test_a_bad_chat_line_is_named_by_the_uploaded_file(filled: dict[str, Any]) -> None:
    rows = [*CHATS, {"conversation": "x", "role": "robot", "content": "hi"}]
    job = _run(_upload(session(filled["alice"]), _jsonl(rows), "jsonl", "mine.jsonl"))
    assert job["status"] == "failed"
    assert "mine.jsonl line 3 field 'role'" in job["error"]
    assert ".upload" not in job["error"]


@pytest.mark.parametrize(
    ("who", "status"),
    [("person", 202), ("unbound_key", 202), ("read_key", 403), ("project_key", 403),
     ("persona_key", 403)],
)  # fmt: skip
def test_who_may_start_an_import(filled: dict[str, Any], who: str, status: int) -> None:
    alice = filled["alice"]
    apollo = Project.objects.get(slug="apollo")
    persona = alice.personas.first()
    clients = {
        "person": lambda: session(alice),
        "unbound_key": lambda: bearer(api_key_for(alice)[1]),
        "read_key": lambda: bearer(api_key_for(alice, rules=("memory.read",))[1]),
        "project_key": lambda: bearer(api_key_for(alice, project=apollo)[1]),
        "persona_key": lambda: bearer(api_key_for(alice, persona=persona)[1]),
    }
    response = _upload(clients[who](), _jsonl(CHATS), "jsonl")
    assert response.status_code == status, response.content
    if status != 202:
        assert not ImportJob.objects.exists()
        assert _uploads_left() == []


def test_bad_uploads_are_refused_before_anything_is_kept(
    filled: dict[str, Any], settings: Any
) -> None:
    client = session(filled["alice"])
    cases = [
        (_upload(client, b"not a zip at all", "archive", "mine.zip"), 400, "file"),
        (_upload(client, _jsonl(CHATS), "word"), 400, "kind"),
        (client.post(IMPORTS, {"kind": "jsonl"}, format="multipart"), 400, "file"),
        (client.post(IMPORTS, {"kind": "jsonl", "file": ""}, format="json"), 400, None),
    ]
    settings.IMPORT_UPLOAD_MAX_BYTES = 10
    cases.append((_upload(client, _jsonl(CHATS), "jsonl"), 413, "file"))
    for response, status, field in cases:
        assert response.status_code == status, response.content
        error = response.json()["error"]
        if field:
            assert field in error["fields"], error
    assert "mine.zip" in cases[0][0].json()["error"]["message"]
    assert ".partial" not in cases[0][0].json()["error"]["message"]
    assert not ImportJob.objects.exists()
    assert _uploads_left() == []


def test_a_job_runs_once(filled: dict[str, Any]) -> None:
    """A redelivered task meets a finished job and changes nothing."""
    response = _upload(session(filled["alice"]), _jsonl(CHATS), "jsonl")
    first = _run(response)
    again = import_job_run(response.json()["id"])
    assert again is not None
    assert (again.status, again.finished_at) == (first["status"], first["finished_at"])
    assert Conversation.objects.filter(external_id="jsonl:standup-1").count() == 1
    assert import_job_run(str(uuid.uuid4())) is None


def test_a_key_of_another_person_never_sees_an_import(filled: dict[str, Any]) -> None:
    job = _run(_upload(session(filled["alice"]), _jsonl(CHATS), "jsonl"))
    url = f"{IMPORTS}/{job['id']}"
    missing = f"{IMPORTS}/{uuid.uuid4()}"
    for client in (bearer(api_key_for(filled["bob"])[1]), session(filled["bob"])):
        got, none = client.get(url), client.get(missing)
        assert (got.status_code, got.content) == (none.status_code, none.content)
        assert got.status_code == 404
        assert client.get(IMPORTS).json()["results"] == []
    assert session(filled["admin"]).get(url).status_code == 200


def test_the_page_takes_a_file_and_shows_its_progress(filled: dict[str, Any]) -> None:
    alice = filled["alice"]
    browser = Client()
    browser.force_login(alice)
    page = browser.get("/memory/palace/imports/")
    assert page.status_code == 200
    assert b"Bring memory in" in page.content
    assert b"Nothing imported yet." in page.content
    assert b"Bring memory in" in browser.get("/memory/settings/").content

    file = SimpleUploadedFile("chats.jsonl", _jsonl(CHATS))
    response = browser.post("/memory/palace/imports/", {"kind": "jsonl", "file": file})
    assert response.status_code == 302
    listing = browser.get("/memory/palace/imports/").content.decode()
    assert "chats.jsonl" in listing
    assert "is queued" in listing
    assert 'hx-trigger="every 2s"' in listing  # polls while it waits

    import_job_run(str(ImportJob.objects.get().pk))
    table = browser.get("/memory/palace/imports/jobs/").content.decode()
    assert "1 of 1 chats added" in table
    assert "every 2s" not in table  # nothing left to wait for

    bad = browser.post("/memory/palace/imports/", {"kind": "archive",
                       "file": SimpleUploadedFile("x.zip", b"nope")})  # fmt: skip
    assert bad.status_code == 400
    assert "not a readable zip archive" in bad.content.decode()


def test_the_service_refuses_a_bound_principal_too(filled: dict[str, Any]) -> None:
    """The rule lives in scoping, not in the view: the service refuses on its own."""
    apollo = Project.objects.get(slug="apollo")
    key, _ = api_key_for(filled["alice"], project=apollo)
    with pytest.raises(Forbidden):
        import_job_create(
            principal=principal_for_api_key(key),
            upload=SimpleUploadedFile("c.jsonl", _jsonl(CHATS)),
            kind="jsonl",
        )
    assert not ImportJob.objects.exists()
