"""The palace over HTTP: ingest is idempotent, end answers 202, browsing and resolve are scoped."""

import uuid

import pytest
from rest_framework.test import APIClient

from palace.mining.pipeline import conversation_mine
from palace.models import Conversation
from tests.factories.memories import api_key_for

pytestmark = pytest.mark.django_db

BODY = {
    "external_id": "chat-42",
    "title": "Evening chat",
    "subject": "Caroline",
    "started_at": "2023-05-08T13:56:00Z",
    "messages": [
        {
            "speaker": "Caroline",
            "content": "I went to a support group yesterday.",
            "external_id": "1",
        },
        {
            "speaker": "Melanie",
            "content": "I love painting sunsets with my kids.",
            "external_id": "2",
        },
        {
            "speaker": "Caroline",
            "content": "My friend Jolene helped me adopt a puppy.",
            "external_id": "3",
        },
    ],
}


def client_for(user, **kwargs):
    _, raw = api_key_for(user, **kwargs)
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {raw}")
    return client


def test_ingest_is_idempotent_and_end_queues_mining(alice, django_capture_on_commit_callbacks):
    client = client_for(alice)
    first = client.post("/api/v1/conversations", BODY, format="json")
    assert first.status_code == 201, first.json()
    again = client.post("/api/v1/conversations", BODY, format="json")
    assert again.status_code == 200
    assert again.json()["id"] == first.json()["id"]
    assert again.json()["message_count"] == 3
    cid = first.json()["id"]
    more = client.post(
        f"/api/v1/conversations/{cid}/messages",
        {"messages": [{"speaker": "Melanie", "content": "We went to Oregon last summer."}]},
        format="json",
    )
    assert more.status_code == 201
    assert more.json()["added"] == 1
    with django_capture_on_commit_callbacks(execute=False) as callbacks:
        ended = client.post(f"/api/v1/conversations/{cid}/end")
    assert ended.status_code == 202
    assert ended.json()["mining_status"] == "pending"
    assert len(callbacks) == 1
    status = client.get(f"/api/v1/conversations/{cid}")
    assert status.json()["mining_status"] in {"pending", "running", "done"}


def test_chat_style_messages_with_only_a_role_are_named_after_it(alice):
    alice.first_name, alice.last_name = "Alice", "Moreau"
    alice.save()
    client = client_for(alice)
    body = {
        "external_id": "chat-roles",
        "messages": [
            {"role": "user", "content": "I fly to Lisbon on March 3rd."},
            {"role": "assistant", "content": "Noted. Do you need a hotel?"},
            {"role": "tool", "content": "hotel search: 12 results"},
            {"role": "user", "speaker": "Ana", "content": "I am coming too."},
            {"role": "user", "speaker": "   ", "content": "Blank names count as none."},
        ],
    }
    response = client.post("/api/v1/conversations", body, format="json")
    assert response.status_code == 201, response.json()
    conversation = Conversation.objects.get(pk=response.json()["id"])
    speakers = list(conversation.messages.order_by("seq").values_list("speaker", "role"))
    assert speakers == [
        ("Alice Moreau", "user"),
        ("Assistant", "assistant"),
        ("Tool", "tool"),
        ("Ana", "user"),
        ("Alice Moreau", "user"),
    ]


def test_bad_conversation_input_is_a_clear_400_and_writes_nothing(alice):
    client = client_for(alice)
    cases = [
        {"title": "no id"},
        {**BODY, "external_id": 12},
        {**BODY, "messages": [{"speaker": "A", "content": ""}]},
        {**BODY, "messages": [{"speaker": "A", "content": "x", "mood": "happy"}]},
        {**BODY, "started_at": "yesterday"},
        {**BODY, "messages": [{"content": "x", "role": "robot"}]},
        {**BODY, "messages": [{"speaker": 7, "content": "x"}]},
    ]
    for body in cases:
        response = client.post("/api/v1/conversations", body, format="json")
        assert response.status_code == 400, body
        assert response.json()["error"]["fields"], body
    assert not Conversation.objects.exists()


def test_palace_browse_and_resolve_after_mining(alice):
    client = client_for(alice)
    cid = client.post("/api/v1/conversations", BODY, format="json").json()["id"]
    conversation_mine(conversation_id=cid)
    wings = client.get("/api/v1/palace/wings").json()["results"]
    assert [w["name"] for w in wings] == ["Caroline"]
    wing = client.get(f"/api/v1/palace/wings/{wings[0]['id']}").json()
    room = wing["rooms"][0]
    assert room["pointer"] == f"W-{wing['number']:03d}/R-01"
    assert sum(c["drawer_count"] for c in room["closets"]) == 3
    pointer = f"{room['pointer']}/D-003"
    drawer = client.get(f"/api/v1/palace/resolve/{pointer}").json()
    assert drawer["content"] == "My friend Jolene helped me adopt a puppy."
    assert drawer["pointer"] == pointer
    assert client.get(f"/api/v1/palace/drawers/{drawer['id']}").json()["pointer"] == pointer


def test_malformed_pointer_is_400_and_others_palaces_are_404(alice, bob):
    alice_client = client_for(alice)
    cid = alice_client.post("/api/v1/conversations", BODY, format="json").json()["id"]
    conversation_mine(conversation_id=cid)
    bad = alice_client.get("/api/v1/palace/resolve/W-1/R-x")
    assert bad.status_code == 400
    assert "pointer" in bad.json()["error"]["fields"]
    wing = alice_client.get("/api/v1/palace/wings").json()["results"][0]
    pointer = f"W-{wing['number']:03d}/R-01/D-001"
    bob_client = client_for(bob)
    assert bob_client.get("/api/v1/palace/wings").json()["results"] == []
    missing = bob_client.get(f"/api/v1/palace/resolve/{pointer}")
    assert missing.status_code == 404
    assert bob_client.get(f"/api/v1/palace/wings/{wing['id']}").status_code == 404
    assert bob_client.get(f"/api/v1/conversations/{cid}").status_code == 404
    assert bob_client.get(f"/api/v1/conversations/{uuid.uuid4()}").status_code == 404
    assert bob_client.post(f"/api/v1/conversations/{cid}/end").status_code == 404


def test_read_only_key_cannot_ingest(alice):
    client = client_for(alice, rules=("memory.read",))
    response = client.post("/api/v1/conversations", BODY, format="json")
    assert response.status_code == 403
    assert not Conversation.objects.exists()
