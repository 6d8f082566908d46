"""Context composition: always_inject first, write-scope globs, determinism, budget, audit."""

from __future__ import annotations

from typing import Any

import pytest

from memories.context.compose import PREAMBLE, context_compose, tags_match_scope
from memories.models import AuditEvent
from memories.scoping import Principal
from memories.services.people.preferences import memory_settings_update
from tests.memories.retrieval.conftest import MakeMemory

pytestmark = pytest.mark.django_db


def test_nothing_matching_renders_nothing(as_alice: Principal) -> None:
    out = context_compose(principal=as_alice, query="anything at all")
    assert out.text == ""
    assert out.memory_ids == []
    assert out.always_injected == []


def test_always_inject_comes_first_then_recalled_with_the_preamble(
    make_memory: MakeMemory, alice: Any, as_alice: Principal
) -> None:
    rule = make_memory(alice, "Never push directly to main", kind="warning", always_inject=True)
    recalled = make_memory(alice, "The staging cluster is called orchid")

    out = context_compose(principal=as_alice, query="what is the staging cluster called?")

    assert out.memory_ids == [str(rule.id), str(recalled.id)]
    assert out.always_injected == [str(rule.id)]
    assert out.text.startswith(f"<memory_context>\n{PREAMBLE}\n")
    assert out.text.rstrip().endswith("</memory_context>")
    assert 'always_inject="true">Never push directly to main</memory>' in out.text
    assert AuditEvent.objects.filter(action="inject").count() == 2


def test_markdown_format_and_html_in_content_is_escaped_in_xml(
    make_memory: MakeMemory, alice: Any, as_alice: Principal
) -> None:
    make_memory(alice, "Use <b>bold</b>\nsparingly", kind="preference", always_inject=True)

    md = context_compose(principal=as_alice, fmt="markdown")
    xml = context_compose(principal=as_alice, fmt="xml")

    assert md.text.startswith("## Memories\n")
    assert PREAMBLE in md.text
    assert "- [preference] Use <b>bold</b> sparingly" in md.text
    assert "&lt;b&gt;bold&lt;/b&gt;" in xml.text
    assert "<b>" not in xml.text


def test_same_memory_set_renders_byte_identical_text(
    make_memory: MakeMemory, alice: Any, as_alice: Principal
) -> None:
    for n in range(4):
        make_memory(alice, f"Release rule {n}: tag the build", always_inject=n < 2, confidence=0.8)

    texts = {context_compose(principal=as_alice, query="release build tag").text for _ in range(3)}
    assert len(texts) == 1
    assert texts.pop() != ""


def test_low_confidence_memories_are_left_out_and_always_inject_is_capped(
    make_memory: MakeMemory, alice: Any, as_alice: Principal, settings: Any
) -> None:
    settings.RECALL_ALWAYS_INJECT_CAP = 2
    for n in range(4):
        make_memory(alice, f"Standing order {n}", always_inject=True, confidence=0.9 - n * 0.1)
    make_memory(alice, "Weak guess about the standing order", always_inject=True, confidence=0.2)

    out = context_compose(principal=as_alice)

    assert len(out.always_injected) == 2
    assert "Weak guess" not in out.text
    assert "Standing order 0" in out.text


def test_write_scope_glob_matches_are_prioritised(
    make_memory: MakeMemory, alice: Any, as_alice: Principal
) -> None:
    make_memory(alice, "API views must validate input strictly", tags=["general"], confidence=1.0)
    scoped = make_memory(
        alice, "API views live in memories/api", tags=["memories/api/*"], confidence=0.5
    )

    out = context_compose(
        principal=as_alice, query="api views", write_scope=["memories/api/views.py"]
    )

    assert out.memory_ids[0] == str(scoped.id)
    assert tags_match_scope(["src/*"], ["src/a.py"])
    assert tags_match_scope(["src"], ["src/x/y.py"])
    assert not tags_match_scope(["docs/*"], ["src/a.py"])


def test_token_budget_limits_the_block(
    make_memory: MakeMemory, alice: Any, as_alice: Principal
) -> None:
    for n in range(10):
        make_memory(alice, f"Budget note {n}: " + "word " * 40, always_inject=True, embed=False)

    out = context_compose(principal=as_alice, max_tokens=150)

    assert 0 < len(out.text) <= 150 * 4
    assert 0 < len(out.memory_ids) < 5


def test_recalled_memories_with_nothing_in_common_with_the_query_stay_out(
    make_memory: MakeMemory, alice: Any, as_alice: Principal
) -> None:
    deploy = make_memory(alice, "Never deploy billing on Fridays", kind="warning")
    billing = make_memory(alice, "The billing service runs on Postgres and is owned by Dana")
    coffee = make_memory(alice, "Alice prefers dark roast coffee in the morning")
    violin = make_memory(alice, "Alice's daughter Maya plays the violin")

    out = context_compose(principal=as_alice, query="deploying billing this friday")
    # Both billing memories share a word with the query; coffee and violin share nothing.
    assert set(out.memory_ids) == {str(deploy.id), str(billing.id)}

    unrelated = context_compose(principal=as_alice, query="which pizza topping is best")
    assert unrelated.text == ""
    assert unrelated.memory_ids == []
    assert not AuditEvent.objects.filter(action="inject", memory_id=coffee.id).exists()
    assert not AuditEvent.objects.filter(action="inject", memory_id=violin.id).exists()


def test_a_memory_close_in_meaning_with_no_shared_word_still_matches(
    make_memory: MakeMemory, alice: Any, as_alice: Principal, settings: Any
) -> None:
    violin = make_memory(alice, "Alice's daughter Maya plays the violin")

    out = context_compose(principal=as_alice, query="which instrument does the kid learn")
    assert out.memory_ids == [str(violin.id)]  # cosine ~0.4, no word in common

    settings.RECALL_CONTEXT_MIN_SIMILARITY = 0.9
    assert (
        context_compose(principal=as_alice, query="which instrument does the kid learn").text == ""
    )


def test_without_a_query_the_write_scope_selects_as_seed_001_does(
    make_memory: MakeMemory, alice: Any, as_alice: Principal, settings: Any
) -> None:
    settings.RECALL_CONTEXT_SELECT_LIMIT = 3
    api_rule = make_memory(
        alice, "API handlers validate input first", tags=["src/api/*"], confidence=0.6,
        relevance_score=0.5, embed=False,
    )  # fmt: skip
    strong = make_memory(
        alice, "Releases are cut on Tuesdays", confidence=0.9, relevance_score=0.9, embed=False
    )
    middling = make_memory(
        alice, "Prefer small pull requests", confidence=0.8, relevance_score=0.5, embed=False
    )
    make_memory(alice, "Old note", confidence=0.9, relevance_score=0.1, embed=False)  # cut by N
    make_memory(alice, "Unsure guess", confidence=0.2, relevance_score=1.0, embed=False)  # < 0.3

    out = context_compose(principal=as_alice, write_scope=["src/api/users.py"])

    # the write scope's memory first, then confidence x relevance, at most N
    assert out.memory_ids == [str(api_rule.id), str(strong.id), str(middling.id)]


def test_memory_turned_off_injects_nothing_not_even_pinned_memories(
    make_memory: MakeMemory, alice: Any, as_alice: Principal
) -> None:
    make_memory(alice, "Never push directly to main", kind="warning", always_inject=True)
    make_memory(alice, "The staging cluster is called orchid")
    assert context_compose(principal=as_alice, query="staging cluster").memory_ids

    memory_settings_update(user_id=alice.pk, enabled=False)
    out = context_compose(principal=as_alice, query="staging cluster")

    assert (out.text, out.memory_ids, out.always_injected) == ("", [], [])
