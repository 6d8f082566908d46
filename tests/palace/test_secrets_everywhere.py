"""No secret is kept: every planted secret, through every field of every write API, then mining;
afterwards no stored string in any table, no embedding input and no LLM prompt holds one.

The corpus is the seeded one of `tests/memories/redaction/test_redaction.py` plus the adversarial one of
`test_redaction_bypasses.py`; the database is scanned column by column from
`information_schema` (`tests/helpers/db_scan.py`).
"""

from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest
from django.test import override_settings
from rest_framework.test import APIClient

from memories.embeddings.registry import reset_embedder
from palace.mining.pipeline import conversation_mine
from palace.models import Conversation
from tests.factories.memories import api_key_for
from tests.fakes.openai_server import FakeOpenAI
from tests.helpers.db_scan import find_in_database, find_in_redis, text_columns
from tests.memories.redaction.test_redaction import KINDS, _planted
from tests.memories.redaction.test_redaction_bypasses import _disguised_corpus

pytestmark = pytest.mark.django_db(transaction=False)

BATCH = 8  # secrets per call where a field holds many (content, tags, metadata, messages)
TURN_RE = re.compile(r"^\[(\d+)\] ([^:\n]*): ", re.MULTILINE)


def corpus() -> list[tuple[str, str]]:
    """(text with a planted secret, the secret): 480 seeded + 240 adversarial samples."""
    rng = random.Random(20240501)
    seeded = [_planted(rng, kind) for kind in KINDS for _ in range(30)]
    out = [(p.text, p.secret) for p in seeded]
    out += [(b + s + a, s) for _name, b, s, a in _disguised_corpus(random.Random(15_002), 40)]
    return out


def _fits(text: str, secret: str, limit: int) -> str | None:
    """The text if it fits the field, else the secret with a key that names it, else nothing."""
    if len(text) <= limit:
        return text
    keyed = f"token={secret}"
    return keyed if len(keyed) <= limit and "\n" not in secret else None


def _echo_llm(body: dict[str, Any]) -> str:
    """A model that repeats the first turn it was sent as a fact: what it saw is stored again."""
    prompt = body["messages"][-1]["content"]
    turns = list(TURN_RE.finditer(prompt))
    facts = [  # the first turn of each window: enough to store what it saw, and cheap
        {
            "seq": int(m.group(1)),
            "kind": "fact",
            "text": f"{m.group(2)} said "
            + prompt[m.end() : (turns[1].start() if len(turns) > 1 else None)][:400],
        }
        for m in turns[:1]
    ]
    people = [m.group(2) for m in turns]
    return json.dumps(
        {"people": people, "places": [], "topics": ["chat"], "turns": [], "facts": facts}
    )


@pytest.fixture
def fake_models(settings: Any, fake_openai: FakeOpenAI):
    settings.EMBEDDINGS_PROVIDER = "openai"
    settings.EMBEDDINGS_MODEL = "fake-embed"
    settings.EMBEDDINGS_BASE_URL = fake_openai.base_url
    settings.EMBEDDINGS_API_KEY = "test-key"
    settings.EMBEDDINGS_DIMENSIONS = fake_openai.dimensions
    reset_embedder()
    fake_openai.chat_handler = _echo_llm
    with override_settings(
        LLM_BASE_URL=fake_openai.base_url, LLM_API_KEY="test-key", LLM_MODEL="fake-chat"
    ):
        yield fake_openai
    reset_embedder()


def _ok(response: Any, *codes: int) -> Any:
    assert response.status_code in codes, (response.status_code, response.content[:300])
    return response.json()


@pytest.mark.slow(seconds=100)
def test_every_planted_secret_through_every_write_api_leaves_none_stored_sent_or_embedded(
    alice: Any, fake_models: FakeOpenAI, settings: Any
) -> None:
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    key, raw_key = api_key_for(alice)
    # Thousands of calls and writes in one test; the limits are tested elsewhere.
    key.rate_limit_per_minute = 1_000_000
    key.writes_per_hour = 1_000_000
    key.save(update_fields=["rate_limit_per_minute", "writes_per_hour"])
    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=f"Bearer {raw_key}")
    samples = corpus()
    assert len(samples) >= 700

    entity_ids: list[int] = []
    for i, (text, secret) in enumerate(samples):  # the one-value fields: one call per secret
        name = _fits(text, secret, 200)
        relation = _ok(
            api.post(
                "/api/v1/relations",
                {
                    "subject": {"name": name or f"entity {i}", "kind": "thing"},
                    "predicate": "holds",
                    "value": _fits(text, secret, 500) or f"value {i}",
                },
                format="json",
            ),
            201,
            200,
        )
        entity_ids.append(relation["relation"]["subject"]["id"])

    for start in range(0, len(samples), BATCH):  # the many-value fields: a batch per call
        batch = list(enumerate(samples[start : start + BATCH], start))
        tags = [t for _i, (text, secret) in batch if (t := _fits(text, secret, 100))]
        small = [(i, _fits(t, s, 600), s) for i, (t, s) in batch if len(s) <= 600]  # 16 KB cap
        metadata: dict[str, Any] = {
            f"k{i}": {(_fits(text or "", secret, 120) or "k"): text, "password": secret}
            for i, text, secret in small
        }
        metadata["nested"] = {"list": [[text, {"api_key": secret}] for _i, text, secret in small]}
        created = _ok(
            api.post(
                "/api/v1/memories",
                {
                    "content": "\n".join(f"Sample {i}: {text}" for i, (text, _s) in batch),
                    "recall_hint": _fits(batch[0][1][0], batch[0][1][1], 500) or "",
                    "tags": tags,
                    "metadata": metadata,
                },
                format="json",
            ),
            201,
            200,
        )
        corrected = {
            "content": "\n".join(f"Corrected {i}: {text}" for i, (text, _s) in batch),
            "recall_hint": _fits(batch[-1][1][0], batch[-1][1][1], 500) or "",
            "tags": tags[::-1],
            "metadata": {f"note{i}": {"text": text, "secret": secret} for i, text, secret in small},
        }
        _ok(api.patch(f"/api/v1/memories/{created['id']}", corrected, format="json"), 200)
        first, second = batch[0][1], batch[-1][1]
        conversation = _ok(
            api.post(
                "/api/v1/conversations",
                {
                    "external_id": f"chat-{start}",
                    "title": _fits(*first, 300) or "",
                    "subject": _fits(*second, 200) or "",
                    "messages": [
                        {"speaker": _fits(text, secret, 200) or f"speaker {i}", "content": text}
                        for i, (text, secret) in batch
                    ],
                },
                format="json",
            ),
            201,
        )
        notes, note = [t for _i, (t, s) in batch if len(t) <= 240], ""
        while notes and len(note) + len(notes[0]) < 2000:
            note += notes.pop(0) + "\n"
        event = {"kind": "changed", "note": note}
        _ok(api.post(f"/api/v1/entities/{entity_ids[start]}/events", event, format="json"), 201)
        more = {
            "messages": [{"speaker": "Alice", "content": f"Again: {t}"} for _i, (t, _s) in batch]
        }
        url = f"/api/v1/conversations/{conversation['id']}/messages"
        _ok(api.post(url, more, format="json"), 201)

    # Identifiers holding a secret are refused, naming the field, and nothing is written.
    text, secret = samples[0]
    refused = [
        ("/api/v1/conversations", {"external_id": f"token={secret}"}, "external_id"),
        ("/api/v1/conversations", {"external_id": "x-1", "session": f"token={secret}"}, "session"),
        (
            "/api/v1/conversations",
            {
                "external_id": "x-2",
                "messages": [{"content": "hi", "external_id": f"token={secret}"}],
            },
            "messages.0.external_id",
        ),
        ("/api/v1/memories", {"content": "ok", "source_run": f"token={secret}"}, "source_run"),
        (
            "/api/v1/memories",
            {"content": "ok", "source_conversation": f"token={secret}"},
            "source_conversation",
        ),
        (
            "/api/v1/memories",
            {"content": "ok", "scope": "session", "scope_ref": f"token={secret}"},
            "scope_ref",
        ),
    ]
    for url, body, field in refused:
        response = api.post(url, body, format="json")
        assert response.status_code == 400, (field, response.content[:300])
        assert field in response.json()["error"]["fields"], response.json()

    for conversation_id in Conversation.objects.values_list("pk", flat=True):
        conversation_mine(conversation_id=str(conversation_id))

    secrets = [secret for _text, secret in samples]
    hits = find_in_database(secrets)
    sent = [json.dumps(body, ensure_ascii=False) for _path, body in fake_models.requests]
    sent_raw = [s for s in secrets if any(s in body for body in sent)]
    columns = text_columns()
    print(
        f"\nplanted {len(secrets)} secrets through every field; scanned {len(columns)} columns; "
        f"{len(hits)} stored raw; {len(sent_raw)} sent raw to the LLM/embedder "
        f"({len(fake_models.requests)} requests)"
    )
    for hit in hits[:200]:
        print("  STORED", hit)
    assert any(path.endswith("/chat/completions") for path, _ in fake_models.requests)
    assert hits == []
    assert sent_raw == []


# Secrets an outside scan once found stored raw, one per class, each written the way it was.
SPLIT_HINT = "the production database password is"
REPORTED = {
    "velvet quantum lantern oboe": "password: velvet quantum lantern oboe",
    "4f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c": "api key: 4f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c",
    "Tr0ub4dor3md&": "`password`: `Tr0ub4dor3md&`",
    "Passw0rdLeetZ": "p@ssw0rd: Passw0rdLeetZ",
    "DbPassSpaceyy": "DB password => DbPassSpaceyy",
    "PinCode8841": "the PIN for the door is PinCode8841",
}
SPLIT_SECRET = "Xk9mP2vLsplit"
METADATA_SECRET = "Zx9qq77Lmpass"
UNSEAL = "The vault unseal phrase is: velvet quantum lantern oboe."


def test_reported_secrets_through_the_api_and_a_chat_leave_none_in_the_database_or_redis(
    alice: Any, fake_models: FakeOpenAI, settings: Any, django_capture_on_commit_callbacks: Any
) -> None:
    _key, raw_key = api_key_for(alice)
    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=f"Bearer {raw_key}")
    creds = {"creds": {"pass": METADATA_SECRET}, "deep": [{"x": {"Passwort": METADATA_SECRET}}]}
    with django_capture_on_commit_callbacks(execute=True):  # the short-term list is pushed then
        for i, text in enumerate(REPORTED.values()):
            created = _ok(
                api.post(
                    "/api/v1/memories",
                    {"content": f"Note {i}: {text}", "recall_hint": text, "metadata": creds},
                    format="json",
                ),
                201,
                200,
            )
            _ok(
                api.patch(f"/api/v1/memories/{created['id']}", {"content": text}, format="json"),
                200,
            )
        split = {"recall_hint": SPLIT_HINT, "content": SPLIT_SECRET, "tags": ["db"]}
        _ok(api.post("/api/v1/memories", split, format="json"), 201, 200)
        messages = [{"speaker": "Alice", "content": text} for text in REPORTED.values()]
        messages += [
            {"speaker": "Alice", "content": UNSEAL},
            {"speaker": "Alice", "content": SPLIT_HINT},
            {"speaker": "Alice", "content": f"{SPLIT_SECRET} (rotated monthly)"},
        ]
        conversation = _ok(
            api.post(
                "/api/v1/conversations",
                {
                    "external_id": "reported-secrets",
                    "session": "ops-chat",
                    "title": "Wifi password:",
                    "subject": SPLIT_SECRET,
                    "messages": messages,
                },
                format="json",
            ),
            201,
        )
        url = f"/api/v1/conversations/{conversation['id']}/messages"
        more = {"messages": [{"role": "assistant", "content": f"Noted. {UNSEAL}"}]}
        _ok(api.post(url, more, format="json"), 201)
        turn = {"user_turn": SPLIT_HINT, "assistant_turn": SPLIT_SECRET, "session": "ops-chat"}
        _ok(api.post("/api/v1/extract", turn, format="json"), 200, 201)
    recent = _ok(api.get("/api/v1/sessions/ops-chat/recent"), 200)
    assert recent  # the short-term list was written (and is scanned below)
    conversation_mine(conversation_id=str(conversation["id"]))

    needles = [*REPORTED, SPLIT_SECRET, METADATA_SECRET]
    stored = find_in_database(needles, lexemes=True)
    in_redis = find_in_redis(settings.REDIS_URL, needles)
    sent = [json.dumps(body, ensure_ascii=False) for _path, body in fake_models.requests]
    sent_raw = [s for s in needles if any(s in body for body in sent)]
    for hit in [*stored, *in_redis]:
        print("  FOUND", hit)
    assert stored == []
    assert in_redis == []
    assert sent_raw == []


# Issue 46's families, each as it was written, with the distinctive part that must not be kept.
FAMILIES = {
    "Kielbasa6879q": "moje hasło to Kielbasa6879q",
    "sakura6476zz": "私のパスワードは sakura6476zz です",
    "Tr0ub4dorZ9": "Password\nTr0ub4dorZ9",
    "Pierogi5071x": "🔑 password 👉 Pierogi5071x",
    "S3cretPwCurl": "curl -u admin:S3cretPwCurl https://api.example.com/v1",
    "hunter2xSsh": "sshpass -p 'hunter2xSsh' ssh root@10.0.0.5",
    "RootPw99my": "mysql -uroot -pRootPw99my shop",
    "4111 1111 1111 1111": "card 4111 1111 1111 1111 exp 12/29",
    "5500-0000-0000-0004": "Charge 5500-0000-0000-0004 please",
    "DE89 3704 0044 0532 0130 00": "IBAN DE89 3704 0044 0532 0130 00",
    "078-05-8195": "her SSN is 078-05-8195",
    "8b2d-4e6f": "GitHub backup codes: 3f9a-1c7e 8b2d-4e6f 0a5c-9d1b",
    "diamond enforce slush": "ecology latin citizen guitar coin place library diamond enforce "
    "slush nerve extend",
    "Tulipan3807w": "the WPA2 key for the office wifi is Tulipan3807w",
    "Zx9qPw22login": "login: bob / Zx9qPw22login",
    "Elma2024xTr": "şifrem Elma2024xTr",
    "9f2c4e1a7b3d5f608192a3b4c5d6e7f80112233445566778899aabbccddeeff0": "key "
    "9f2c4e1a7b3d5f608192a3b4c5d6e7f80112233445566778899aabbccddeeff0",
}


def test_secret_families_through_content_metadata_and_a_chat_leave_none_in_the_database_or_redis(
    alice: Any, fake_models: FakeOpenAI, settings: Any, django_capture_on_commit_callbacks: Any
) -> None:
    _key, raw_key = api_key_for(alice)
    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=f"Bearer {raw_key}")
    with django_capture_on_commit_callbacks(execute=True):
        for i, text in enumerate(FAMILIES.values()):
            _ok(
                api.post(
                    "/api/v1/memories",
                    {"content": f"Note {i}: {text}", "metadata": {"note": text, "raw": [text]}},
                    format="json",
                ),
                201,
                200,
            )
        messages = [{"speaker": "Alice", "content": text} for text in FAMILIES.values()]
        conversation = _ok(
            api.post(
                "/api/v1/conversations",
                {"external_id": "family-secrets", "session": "fam-chat", "messages": messages},
                format="json",
            ),
            201,
        )
        url = f"/api/v1/conversations/{conversation['id']}/messages"
        more = {"messages": [{"role": "assistant", "content": f"Noted: {FAMILIES['078-05-8195']}"}]}
        _ok(api.post(url, more, format="json"), 201)
    conversation_mine(conversation_id=str(conversation["id"]))

    needles = list(FAMILIES)
    stored = find_in_database(needles, lexemes=False)
    in_redis = find_in_redis(settings.REDIS_URL, needles)
    sent = [json.dumps(body, ensure_ascii=False) for _path, body in fake_models.requests]
    sent_raw = [s for s in needles if any(s in body for body in sent)]
    for hit in [*stored, *in_redis]:
        print("  FOUND", hit)
    assert stored == []
    assert in_redis == []
    assert sent_raw == []
