"""The older generations of mem0's calls, as earlier clients send them, on the same handlers:
v1 add and list with entity ids at the top level or in the query, v1 and v2 search, v2 list."""

from __future__ import annotations

import httpx
import pytest

from memories.models import Project
from tests.compat.conftest import project_key
from tests.palace.mcp.conftest import ServedApp

pytestmark = pytest.mark.django_db(transaction=True)


def test_every_generation_of_add_search_and_list(served_app: ServedApp, acme: Project) -> None:
    headers = {"Authorization": f"Token {project_key(acme)}"}
    with httpx.Client(base_url=f"{served_app.url}/mem0", headers=headers, timeout=120) as http:
        v1_add = http.post(
            "/v1/memories/",
            json={"messages": [{"role": "user", "content": "I sail on weekends"}],
                  "user_id": "g1", "infer": False, "version": "v1"},
        )  # fmt: skip
        assert v1_add.status_code == 200, v1_add.text
        memory_id = v1_add.json()["results"][0]["id"]
        for path, body in (
            ("/v1/memories/search/", {"query": "sailing", "user_id": "g1"}),
            ("/v2/memories/search/", {"query": "sailing", "filters": {"user_id": "g1"}}),
            ("/v3/memories/search/", {"query": "sailing", "filters": {"user_id": "g1"}}),
        ):
            found = http.post(path, json=body)
            assert found.status_code == 200, (path, found.text)
            assert [m["id"] for m in found.json()["results"]] == [memory_id], path
        for answer in (
            http.post("/v2/memories/", json={"filters": {"user_id": "g1"}}),
            http.post("/v3/memories/?page=1&page_size=5", json={"filters": {"user_id": "g1"}}),
            http.get("/v1/memories/", params={"user_id": "g1", "page": 1}),
        ):
            assert answer.status_code == 200, answer.text
            assert [m["id"] for m in answer.json()["results"]] == [memory_id]
            assert answer.json()["count"] == 1
        assert http.get("/v1/memories/", params={"user_id": "other"}).json()["count"] == 0
