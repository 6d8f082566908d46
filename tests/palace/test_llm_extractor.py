"""Mining with an LLM: the real client against the loopback server, strict parsing, fallback."""

import json

import pytest
from django.test import override_settings
from django.utils import timezone

from memories.models import Kind, Memory, ModelUsage
from memories.usage import usage_flush
from palace.mining.pipeline import conversation_mine
from palace.models import Drawer, MiningRun

pytestmark = pytest.mark.django_db


def _llm(fake):
    return override_settings(
        LLM_BASE_URL=fake.base_url, LLM_API_KEY="test-key", LLM_MODEL="fake-chat"
    )


def test_llm_extraction_is_used_validated_and_costed(make_conversation, fake_openai):
    conversation = make_conversation(turns=3)
    reply = {
        "people": ["Jolene"],
        "places": ["Oregon"],
        "topics": ["adoption"],
        "turns": [
            {"seq": 1, "topic": "support group", "tags": ["@e support group", "@t yesterday"]},
            {"seq": 3, "topic": "adoption", "tags": ["@p Jolene", "@i puppy", "bogus tag"]},
            {"seq": 99, "topic": "not a turn of this window", "tags": ["@p Ghost"]},
        ],
        "facts": [
            {"seq": 3, "kind": "event", "text": "Caroline adopted a puppy with Jolene's help."},
            {"seq": 2, "kind": "opinion", "text": "dropped: not a known kind"},
            {"seq": 42, "kind": "fact", "text": "dropped: not a turn of this window"},
        ],
    }
    fake_openai.reply_with(json.dumps(reply))
    with _llm(fake_openai):
        run = conversation_mine(conversation_id=str(conversation.pk))
    assert run.extractor == "fake-chat"
    assert run.cost["memory_extract"]["calls"] == 1
    assert run.cost["memory_extract"]["tokens"] > 0
    path, body = fake_openai.requests[-1]
    assert path == "/v1/chat/completions"
    user_message = body["messages"][-1]["content"]
    assert "<untrusted_data" in user_message  # the transcript is marked as data
    drawer = Drawer.objects.get(room__conversation=conversation, number=3)
    assert "@i puppy" in drawer.tags
    assert "bogus tag" not in drawer.tags
    assert drawer.closet.topic == "adoption"
    facts = list(Memory.objects.filter(source="mining").exclude(kind=Kind.MESSAGE))
    assert [f.content for f in facts] == ["Caroline adopted a puppy with Jolene's help."]


def test_llm_failure_falls_back_to_the_offline_extractor(make_conversation, fake_openai):
    conversation = make_conversation(turns=3)
    fake_openai.fail_next(400)  # a non-transient error: no retry, straight to the fallback
    with _llm(fake_openai):
        run = conversation_mine(conversation_id=str(conversation.pk))
    assert run.status == MiningRun.Status.DONE
    assert Drawer.objects.filter(room__conversation=conversation).count() == 3


def _today(source):
    usage_flush()
    row = ModelUsage.objects.filter(day=timezone.now().date(), source=source).first()
    return (row.calls, row.tokens) if row else (0, 0)


def test_mining_records_real_embed_tokens_and_the_llm_extractors_tokens(
    make_conversation, fake_openai
):
    conversation = make_conversation(turns=3)
    fake_openai.reply_with(
        json.dumps({"people": [], "places": [], "topics": [], "turns": [], "facts": []})
    )
    before_extract = _today("memory_extract")
    with _llm(fake_openai):
        run = conversation_mine(conversation_id=str(conversation.pk))
    assert run.cost["memory_embed"]["calls"] >= 1
    assert run.cost["memory_embed"]["tokens"] > 3 * 4  # three turns, each more than two words
    extract_calls, extract_tokens = _today("memory_extract")
    assert extract_calls - before_extract[0] == 1
    assert extract_tokens - before_extract[1] == run.cost["memory_extract"]["tokens"] > 0
