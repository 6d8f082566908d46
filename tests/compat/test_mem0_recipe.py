"""mem0's own recipe, a personal assistant that remembers (search before answering, add the
exchange after), run as written with only `host=` changed: mem0's `MemoryClient` on Memory
Layer, the OpenAI SDK on the suite's loopback stand-in for the LLM. `add` infers here (our
offline extractor, as no LLM is configured for the service), and mem0's events come back."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from mem0 import MemoryClient
from openai import OpenAI

from memories.models import Memory, Project
from tests.compat.conftest import project_key
from tests.fakes.openai_server import FakeOpenAI

pytestmark = pytest.mark.django_db(transaction=True)


def chat_with_memories(llm: OpenAI, memory: MemoryClient, message: str, user_id: str) -> str:
    """The recipe's loop: the user's memories into the system prompt, the exchange stored."""
    relevant = memory.search(message, filters={"user_id": user_id}, top_k=3)
    memories = "\n".join(f"- {entry['memory']}" for entry in relevant["results"])
    system = f"You are a helpful assistant. Answer using the user's memories.\n{memories}"
    reply = llm.chat.completions.create(
        model="gpt-4.1-nano",
        messages=[{"role": "system", "content": system}, {"role": "user", "content": message}],
    )
    answer = reply.choices[0].message.content or ""
    memory.add(
        [{"role": "user", "content": message}, {"role": "assistant", "content": answer}],
        filters={"user_id": user_id},
    )
    return answer


def test_the_personal_assistant_recipe_remembers_across_turns(
    acme: Project, mem0_client: Callable[[str], MemoryClient], fake_openai: FakeOpenAI
) -> None:
    seen: list[str] = []

    def assistant(body: dict[str, Any]) -> str:
        system = str(body["messages"][0]["content"])
        seen.append(system)
        return "Try a lentil curry." if "vegetarian" in system else "Noted!"

    fake_openai.chat_handler = assistant
    llm = OpenAI(base_url=fake_openai.base_url, api_key=fake_openai.api_key)
    memory = mem0_client(project_key(acme))

    chat_with_memories(llm, memory, "I love vegetarian food and I live in Lisbon.", "customer-42")
    stored = memory.get_all(filters={"user_id": "customer-42"})["results"]
    assert any("vegetarian" in entry["memory"] for entry in stored), stored
    answer = chat_with_memories(
        llm, memory, "What should I cook for dinner, as a vegetarian?", "customer-42"
    )

    assert answer == "Try a lentil curry."
    assert "vegetarian" in seen[-1]
    assert memory.search("vegetarian", filters={"user_id": "someone-else"})["results"] == []
    assert all(row.subject == ["user_id:customer-42"] for row in Memory.objects.all())


def test_infer_returns_mem0_events_from_dedup(
    acme: Project, mem0_client: Callable[[str], MemoryClient]
) -> None:
    memory = mem0_client(project_key(acme))
    first = memory.add("I prefer aisle seats", filters={"user_id": "u7"})
    again = memory.add("I prefer aisle seats", filters={"user_id": "u7"})
    assert [e["event"] for e in first["results"]] == ["ADD"]
    assert [e["event"] for e in again["results"]] == ["NONE"]
    assert again["results"][0]["id"] == first["results"][0]["id"]
    assert first["results"][0]["memory"] == "The user prefers aisle seats"
