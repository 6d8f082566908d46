"""/mcp answers errors as JSON in the API's shape, even the last-resort server error."""

from __future__ import annotations

import json

from django.test import RequestFactory

from memory_project.urls import handler500


def test_a_server_error_at_mcp_is_json_not_a_page() -> None:
    response = handler500(RequestFactory().post("/mcp"))

    assert response.status_code == 500
    assert response["Content-Type"] == "application/json"
    assert json.loads(response.content)["error"]["code"] == "server_error"
