"""`import_chats`: ChatGPT (the visible branch of its mapping tree), Claude and JSON Lines
histories become ended conversations queued for mining; importing again adds nothing."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import pytest
from django.core.management import CommandError, call_command

from palace.models import Conversation, Message

pytestmark = pytest.mark.django_db


def _node(node_id: str, parent: str | None, children: list[str], role: str | None, text: str):
    message = None
    if role is not None:
        message = {
            "id": node_id,
            "author": {"role": role},
            "create_time": 1_700_000_000 + len(node_id),
            "content": {"content_type": "text", "parts": [text]},
            "metadata": {},
        }
    return {"id": node_id, "parent": parent, "children": children, "message": message}


CHATGPT = [
    {
        "id": "c-1",
        "title": "Trip planning",
        "create_time": 1_700_000_000.5,
        "current_node": "a2",
        "mapping": {
            "root": _node("root", None, ["sys"], None, ""),
            "sys": _node("sys", "root", ["u1"], "system", ""),
            "u1": _node("u1", "sys", ["a1-old", "a1"], "user", "Plan a trip to Lisbon in May."),
            # The answer regenerated: the first version is a branch nobody sees any more.
            "a1-old": _node("a1-old", "u1", [], "assistant", "An abandoned first answer."),
            "a1": _node("a1", "u1", ["u2"], "assistant", "Day one: Alfama and the castle."),
            "u2": _node("u2", "a1", ["a2"], "user", "Add a day trip to Sintra."),
            "a2": _node("a2", "u2", [], "assistant", "Day three: Sintra's palaces."),
        },
    }
]

CLAUDE = [
    {
        "uuid": "9f1c",
        "name": "Garden",
        "created_at": "2024-04-01T10:00:00Z",
        "chat_messages": [
            {"uuid": "m1", "sender": "human", "text": "When do I plant tomatoes?",
             "created_at": "2024-04-01T10:00:00Z"},
            {"uuid": "m2", "sender": "assistant", "text": "",
             "content": [{"type": "text", "text": "After the last frost, mid May."}],
             "created_at": "2024-04-01T10:00:05Z"},
        ],
    }
]  # fmt: skip

JSONL = [
    {"conversation": "standup-1", "title": "Standup", "role": "user", "speaker": "Dana",
     "content": "The deploy moved to Thursday.", "sent_at": "2024-05-02T09:00:00Z"},
    {"conversation": "standup-1", "role": "assistant", "content": "Noted: deploy on Thursday."},
    {"conversation": "standup-2", "role": "user", "content": "Retro is cancelled this week."},
]  # fmt: skip


def _write(tmp_path: Path, name: str, data: Any) -> Path:
    path = tmp_path / name
    if name.endswith(".jsonl"):
        path.write_text("".join(json.dumps(row) + "\n" for row in data))
    else:
        path.write_text(json.dumps(data))
    return path


def _import(path: Path, fmt: str, user: str = "alice") -> str:
    out = io.StringIO()
    call_command("import_chats", str(path), "--format", fmt, "--user", user, "--no-progress",
                 stdout=out)  # fmt: skip
    return out.getvalue()


def _contents(external_id: str) -> list[str]:
    conversation = Conversation.objects.get(external_id=external_id)
    return list(conversation.messages.order_by("seq").values_list("content", flat=True))


def test_chatgpt_history_keeps_the_visible_branch_only(alice, tmp_path: Path):
    _import(_write(tmp_path, "conversations.json", CHATGPT), "chatgpt")
    assert _contents("chatgpt:c-1") == [
        "Plan a trip to Lisbon in May.",
        "Day one: Alfama and the castle.",
        "Add a day trip to Sintra.",
        "Day three: Sintra's palaces.",
    ]
    conversation = Conversation.objects.get(external_id="chatgpt:c-1")
    assert conversation.title == "Trip planning"
    assert conversation.owner == alice
    assert conversation.ended_at is not None
    assert conversation.mining_status == "pending"  # mined in the background
    roles = list(conversation.messages.order_by("seq").values_list("role", flat=True))
    assert roles == ["user", "assistant", "user", "assistant"]


def test_claude_history_becomes_a_conversation(alice, tmp_path: Path):
    _import(_write(tmp_path, "conversations.json", CLAUDE), "claude")
    assert _contents("claude:9f1c") == [
        "When do I plant tomatoes?",
        "After the last frost, mid May.",
    ]


def test_json_lines_group_by_conversation_and_keep_speakers(alice, tmp_path: Path):
    _import(_write(tmp_path, "chats.jsonl", JSONL), "jsonl")
    assert _contents("jsonl:standup-1") == [
        "The deploy moved to Thursday.",
        "Noted: deploy on Thursday.",
    ]
    assert Message.objects.filter(speaker="Dana").count() == 1
    assert _contents("jsonl:standup-2") == ["Retro is cancelled this week."]


@pytest.mark.parametrize(("name", "fmt", "data"), [
    ("conversations.json", "chatgpt", CHATGPT),
    ("conversations.json", "claude", CLAUDE),
    ("chats.jsonl", "jsonl", JSONL),
])  # fmt: skip
def test_importing_the_same_history_again_adds_nothing(alice, tmp_path, name, fmt, data):
    path = _write(tmp_path, name, data)
    _import(path, fmt)
    before = (Conversation.objects.count(), Message.objects.count())
    assert "Imported 0 of" in _import(path, fmt)
    assert (Conversation.objects.count(), Message.objects.count()) == before


def test_a_secret_in_a_chat_is_scrubbed(alice, tmp_path: Path):
    secret = "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"
    rows = [{"conversation": "leak", "content": f"my token is {secret}"}]
    _import(_write(tmp_path, "chats.jsonl", rows), "jsonl")
    assert secret not in _contents("jsonl:leak")[0]


def test_a_bad_line_is_refused_with_its_line_and_field(alice, tmp_path: Path):
    rows = [*JSONL, {"conversation": "x", "role": "robot", "content": "hi"}]
    with pytest.raises(CommandError, match=r"chats\.jsonl line 4 field 'role'"):
        _import(_write(tmp_path, "chats.jsonl", rows), "jsonl")
    assert Conversation.objects.count() == 0


def test_a_chat_of_the_wrong_shape_is_skipped_with_its_reason(alice, tmp_path: Path, capsys):
    out = _import(_write(tmp_path, "conversations.json", CLAUDE), "chatgpt")
    assert "Imported 0 of 1 chats" in out
    assert "conversations.json[0]: a ChatGPT conversation needs a `mapping` object" in (
        capsys.readouterr().err
    )
    assert Conversation.objects.count() == 0
