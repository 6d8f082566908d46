"""mem0's list in pages: `count` is every matching memory whichever page is asked for (a full
page, the last one partly filled, one past the end), and `next`/`previous` follow it."""

from __future__ import annotations

import httpx
import pytest

from memories.models import Project
from tests.compat.conftest import project_key
from tests.palace.mcp.conftest import ServedApp

pytestmark = pytest.mark.django_db(transaction=True)


def test_count_and_links_hold_on_every_page(served_app: ServedApp, acme: Project) -> None:
    headers = {"Authorization": f"Token {project_key(acme)}"}
    with httpx.Client(base_url=f"{served_app.url}/mem0", headers=headers, timeout=120) as http:
        added = []
        for text in ("sails", "rows a boat", "climbs", "swims", "runs marathons"):
            answer = http.post(
                "/v3/memories/add/",
                json={"messages": f"p1 {text}", "filters": {"user_id": "p1"}, "infer": False},
            )
            assert answer.status_code == 200, answer.text
            added.append(answer.json()["results"][0]["id"])
        answer = http.post(
            "/v3/memories/add/",
            json={"messages": "p2 knits", "filters": {"user_id": "p2"}, "infer": False},
        )
        assert answer.status_code == 200, answer.text

        def page(number: int, size: int) -> dict[str, object]:
            answer = http.post(
                f"/v3/memories/?page={number}&page_size={size}", json={"filters": {"user_id": "p1"}}
            )
            assert answer.status_code == 200, answer.text
            body: dict[str, object] = answer.json()
            return body

        seen: list[str] = []
        for number, rows, has_next, has_previous in (
            (1, 2, True, False),  # full
            (2, 2, True, True),  # full
            (3, 1, False, True),  # the last, partly filled
        ):
            body = page(number, 2)
            results = body["results"]
            assert isinstance(results, list)
            assert (len(results), body["count"]) == (rows, 5), number
            assert (body["next"] is not None, body["previous"] is not None) == (
                has_next,
                has_previous,
            ), number
            seen += [str(row["id"]) for row in results]
        assert sorted(seen) == sorted(added)  # newest first, each once
        past = page(4, 2)
        assert (past["results"], past["count"], past["next"]) == ([], 5, None)
        exact = page(1, 5)  # exactly one full page
        assert (exact["count"], exact["next"], exact["previous"]) == (5, None, None)
        assert page(1, 100)["count"] == 5
