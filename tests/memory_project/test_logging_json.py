"""The JSON log formatter: one object per line, the request's ids, a short exception message."""

from __future__ import annotations

import json
import logging
import sys
from collections.abc import Iterator

import pytest

from memory_project import request_context
from memory_project.logging_json import MAX_EXCEPTION_MESSAGE, JsonFormatter


@pytest.fixture(autouse=True)
def _warnings_left_as_they_were() -> Iterator[None]:
    yield
    logging.captureWarnings(False)  # the formatter routes Python warnings to logging


def _record(message: str, *args: object, exc_info=None, **extra: object) -> logging.LogRecord:
    record = logging.LogRecord(
        "memories.test", logging.WARNING, __file__, 1, message, args, exc_info
    )
    for key, value in extra.items():
        setattr(record, key, value)
    return record


def test_a_line_names_the_request_principal_and_key_it_was_written_under():
    token = request_context.begin(request_id="req-1")
    try:
        request_context.bind(principal_id=7, key_id=None)
        request_context.bind(key_id=3)
        line = JsonFormatter().format(_record("sent %d task(s)", 2, route="api:recall"))
    finally:
        request_context.end(token)
    entry = json.loads(line)
    assert "\n" not in line
    assert entry["message"] == "sent 2 task(s)"
    assert entry["level"] == "warning"
    assert entry["logger"] == "memories.test"
    assert (entry["request_id"], entry["principal_id"], entry["key_id"]) == ("req-1", 7, 3)
    assert entry["route"] == "api:recall"
    assert entry["time"].endswith("+00:00")
    outside = json.loads(JsonFormatter().format(_record("no request")))
    assert "request_id" not in outside


def test_an_exception_gives_its_type_its_stack_and_a_short_message():
    try:
        raise ValueError("x" * 5000)
    except ValueError:
        line = JsonFormatter().format(_record("failed", exc_info=sys.exc_info()))
    entry = json.loads(line)
    assert "\n" not in line
    assert entry["exc_type"] == "ValueError"
    assert len(entry["exc_message"]) == MAX_EXCEPTION_MESSAGE
    assert "test_an_exception_gives" in entry["stack"]
