"""Every curation page: whole page for a browser, its partial alone for htmx, pagers keep filters."""

from __future__ import annotations

import json
import re

import pytest

from tests.curation.conftest import team_memory

pytestmark = pytest.mark.django_db

ROOTS = {
    "/curation/": "curation-overview",
    "/curation/stale/": "stale-list",
    "/curation/approvals/": "approval-list",
    "/curation/always-inject/": "pin-list",
    "/curation/indexing/": "indexing",
    "/curation/mining/": "mining",
    "/curation/audit/": "audit",
    "/curation/entities/": "entity-list",
}


@pytest.mark.parametrize(("url", "root"), ROOTS.items())
def test_page_is_whole_for_browsers_and_a_partial_for_htmx(curator, url, root):
    page = curator.get(url)
    assert page.status_code == 200
    assert "HX-Request" in page["Vary"]
    html = page.content.decode()
    assert "<html" in html
    assert f'<section id="{root}"' in html
    assert 'href="/curation/stale/"' in html  # the curation tabs
    partial = curator.get(url, HTTP_HX_REQUEST="true")
    assert "HX-Request" in partial["Vary"]
    body = partial.content.decode()
    assert "<html" not in body
    assert body.lstrip().startswith(f'<section id="{root}"')


def test_every_hx_get_has_an_href_and_every_hx_post_sits_in_a_form(curator, alice):
    team_memory(owner=alice, status="stale", stale_reason="x")
    team_memory(owner=alice, source="agent")
    for url in ROOTS:
        html = curator.get(url).content.decode()
        for tag in re.findall(r"<a [^>]*hx-get[^>]*>", html):
            assert "href=" in tag, (url, tag)
        for tag in re.findall(r"<[a-z]+ [^>]*hx-post[^>]*>", html):
            assert tag.startswith('<form method="post"'), (url, tag)


def test_the_page_lets_htmx_swap_refusals_in_place(curator):
    html = curator.get("/curation/").content.decode()
    config = re.search(r"<meta name=\"htmx-config\" content='([^']+)'>", html)
    assert config is not None
    handling = json.loads(config.group(1))["responseHandling"]
    assert {"code": "4..", "swap": True, "error": False} in handling


def test_pagers_keep_the_filters(curator, alice):
    for i in range(30):
        team_memory(owner=alice, kind="warning", content=f"Warning number {i} about the db")
    html = curator.get("/curation/always-inject/", {"kind": "warning"}).content.decode()
    assert "Page 1 of 2" in html
    assert 'href="?kind=warning&amp;page=2"' in html
    second = curator.get("/curation/always-inject/", {"kind": "warning", "page": 2})
    assert "Page 2 of 2" in second.content.decode()


def test_stale_review_is_paginated(curator, stale_memories):
    stale_memories(30)
    assert "Page 1 of 2" in curator.get("/curation/stale/").content.decode()
    last = curator.get("/curation/stale/", {"page": 2}, HTTP_HX_REQUEST="true").content.decode()
    assert last.count('<tr id="stale-') == 5
