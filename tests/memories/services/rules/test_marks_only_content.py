"""Content with no visible letter — only combining marks with nothing to combine with, braille
blanks or other blank pattern characters — is refused like blank content, by the services and
the API (a 400 naming `content`), and nothing is written."""

from __future__ import annotations

import pytest
from rest_framework.test import APIClient

from memories.models import Memory
from memories.services.rules.validation import is_blank
from memories.services.store.memory import memory_remember
from memory_project.errors import ValidationFailed
from tests.factories.memories import api_key_for

pytestmark = pytest.mark.django_db

MARKS_ONLY = [
    "\u0301\u0302\u0303",  # combining acute, circumflex, tilde: nothing to sit on
    "\u0300" * 40,
    "\u2800",  # braille pattern blank
    "\u2800\u2800 \u2800",
    " \u20dd\u20e3 ",  # combining enclosing circle and keycap, alone
    "\u1ab0\u1dc0\ufe20",  # combining marks of the extended blocks
    "\u200b\u0301\u2800",  # mixed with a zero-width space
    "\u3164\u2800\u0308",  # Hangul filler, braille blank, diaeresis
]


@pytest.mark.parametrize("text", MARKS_ONLY)
def test_marks_and_braille_blanks_alone_are_blank(text):
    assert is_blank(text)


@pytest.mark.parametrize("text", ["e\u0301", "\u2801", "1\u20e3", "\u0915\u094d"])
def test_a_mark_on_a_letter_or_a_raised_braille_dot_shows_something(text):
    assert not is_blank(text)


@pytest.mark.parametrize("text", MARKS_ONLY)
def test_remember_refuses_marks_only_content(alice_p, text):
    with pytest.raises(ValidationFailed) as exc:
        memory_remember(principal=alice_p, content=text)
    assert exc.value.fields == {"content": ["must not be empty"]}
    assert not Memory.objects.exists()


@pytest.mark.parametrize("text", ["\u0301\u0302", "\u2800\u2800"])
def test_api_refuses_marks_only_content_with_a_400_naming_content(alice, text):
    _, raw = api_key_for(alice)
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {raw}")
    response = client.post("/api/v1/memories", {"content": text}, format="json")
    assert response.status_code == 400, response.content
    assert list(response.json()["error"]["fields"]) == ["content"]
    assert not Memory.objects.exists()


def test_accented_text_in_decomposed_form_is_kept(alice_p):
    written = memory_remember(principal=alice_p, content="Cafe\u0301 Ne\u0301ro opens at 8")
    assert written.memory.content == "Cafe\u0301 Ne\u0301ro opens at 8"
