"""What a person reads is plain words: audit details as `key: value` text (not a Python dict),
and the admin's model names in correct plurals (not "Memorys", "Class vector indexs")."""

from __future__ import annotations

import re

import pytest
from django.apps import apps

from memories.services.audit import audit_record
from memory_project.text_display import key_values

pytestmark = pytest.mark.django_db


def test_key_values_reads_like_text():
    assert key_values({"previous_status": "active"}) == "previous status: active"
    assert key_values({"tags": ["a", "b"], "hard": True, "to": None, "n": 3}) == (
        "tags: a, b; hard: yes; to: —; n: 3"
    )
    assert key_values({"change": {"from": 0.4, "to": 0.5}}) == "change: from 0.4, to 0.5"
    assert key_values({}) == ""
    assert key_values("plain") == "plain"


def test_the_audit_log_shows_details_as_key_value_text(curator, admin_user):
    audit_record(
        principal=None, action="memory.forget", actor_id=admin_user.pk,
        detail={"previous_status": "active", "reason": "duplicate of <b>another</b>"},
    )  # fmt: skip
    html = curator.get("/curation/audit/").content.decode()
    assert "previous status: active" in html
    assert "reason: duplicate of &lt;b&gt;another&lt;/b&gt;" in html  # still escaped
    assert "{&#x27;previous_status&#x27;" not in html
    assert "'previous_status'" not in html


PLURALS = {"Memory": "memories", "ClassVectorIndex": "class vector indexes", "Entity": "entities",
           "TaskOutbox": "task outboxes", "WebhookDelivery": "webhook deliveries"}  # fmt: skip


def test_admin_model_names_have_correct_plurals():
    for app in ("memories", "palace", "curation"):
        for model in apps.get_app_config(app).get_models():
            plural = str(model._meta.verbose_name_plural)
            if model.__name__ in PLURALS:
                assert plural == PLURALS[model.__name__], model.__name__
            assert not re.search(r"(?:[^aeiou]y|x|s|ch|sh)s$", plural), (model.__name__, plural)
