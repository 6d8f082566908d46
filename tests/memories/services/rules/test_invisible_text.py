"""Text that shows nothing is blank: content made only of zero-width characters, joiners, the
byte-order mark or direction marks (with or without white space) is refused like white space
alone, by the API, the services (which MCP calls) and conversation ingest."""

from __future__ import annotations

import pytest
from rest_framework.test import APIClient

from memories.models import Memory
from memories.services.rules.validation import is_blank
from memories.services.store.memory import memory_remember
from memory_project.errors import ValidationFailed
from palace.models import Message
from palace.services.conversations import MessageIn, conversation_ingest
from tests.factories.memories import api_key_for

pytestmark = pytest.mark.django_db

INVISIBLE = [
    "\u200b",  # zero-width space
    "\u200c\u200d",  # zero-width non-joiner, joiner
    "\u2060",  # word joiner
    "\ufeff",  # byte-order mark
    " \u200b \t\u2060\n",  # mixed with white space
    "\u202e\u2066\u2069",  # direction overrides and isolates, nothing to direct
    "\u00ad\u180e\u034f",  # soft hyphen, Mongolian vowel separator, grapheme joiner
    "\U000e0041\U000e0042",  # tag characters (invisible ASCII look-alikes)
]


@pytest.mark.parametrize("text", INVISIBLE)
def test_is_blank_sees_invisible_text_as_blank(text):
    assert is_blank(text)


@pytest.mark.parametrize("text", ["a\u200b", "\u200b\u0660", "👍🏽", "\u200dx", "e\u0301"])
def test_is_blank_keeps_text_with_something_to_show(text):
    assert not is_blank(text)


@pytest.mark.parametrize("text", INVISIBLE)
def test_remember_refuses_invisible_content_like_blank_content(alice_p, text):
    with pytest.raises(ValidationFailed) as exc:
        memory_remember(principal=alice_p, content=text)
    assert exc.value.fields == {"content": ["must not be empty"]}
    assert not Memory.objects.exists()


@pytest.mark.parametrize("text", ["   ", "\u200b\u200c\u200d\u2060\ufeff", "\u200b \u2060"])
def test_api_refuses_invisible_content_with_the_blank_field_error(alice, text):
    _, raw = api_key_for(alice)
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {raw}")
    response = client.post("/api/v1/memories", {"content": text}, format="json")
    assert response.status_code == 400, response.content
    assert response.json()["error"]["fields"] == {"content": ["This field may not be blank."]}
    assert not Memory.objects.exists()


def test_conversation_ingest_refuses_an_invisible_message(alice_p):
    with pytest.raises(ValidationFailed) as exc:
        conversation_ingest(
            principal=alice_p, external_id="chat-1",
            messages=[MessageIn(content="hello"), MessageIn(content="\u200b\ufeff")],
        )  # fmt: skip
    assert exc.value.fields == {"messages.1.content": ["must not be empty"]}
    assert not Message.objects.exists()


def test_conversation_api_refuses_an_invisible_message(alice):
    _, raw = api_key_for(alice)
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {raw}")
    body = {"external_id": "chat-2", "messages": [{"content": "\u2060\u200b"}]}
    response = client.post("/api/v1/conversations", body, format="json")
    assert response.status_code == 400, response.content
    assert response.json()["error"]["fields"] == {
        "messages.0.content": ["This field may not be blank."]
    }
