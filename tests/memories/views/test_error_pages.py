"""Refusals and missing pages are styled pages of the site with a way back; the nav's Admin link
is shown exactly to the people Django's admin site lets in."""

import pytest
from django.test import Client

from tests.factories import UserFactory

pytestmark = pytest.mark.django_db


def test_a_user_who_is_not_an_admin_gets_the_styled_refusal_with_a_way_back(client, alice):
    client.force_login(alice)
    response = client.get("/curation/")
    html = response.content.decode()
    assert response.status_code == 403
    assert response["Content-Type"].startswith("text/html")
    assert 'class="site-header"' in html  # the site's own page, not Django's bare text
    assert "You may not open this page" in html
    assert "Curation pages are for admins." in html
    assert 'href="/"' in html
    assert 'href="/memory/"' in html


def test_an_htmx_refusal_is_a_fragment_shown_in_place(client, alice):
    client.force_login(alice)
    response = client.get("/curation/stale/", HTTP_HX_REQUEST="true")
    html = response.content.decode()
    assert response.status_code == 403
    assert "<html" not in html
    assert 'class="site-header"' not in html
    assert 'id="error"' in html
    assert 'href="/"' in html


@pytest.mark.parametrize("signed_in", [True, False])
def test_an_unknown_page_is_the_styled_404_with_a_way_back(client, alice, signed_in):
    if signed_in:
        client.force_login(alice)
    response = client.get("/no/such/page/")
    html = response.content.decode()
    assert response.status_code == 404
    assert 'class="site-header"' in html
    assert "Nothing here" in html
    assert "<code>/no/such/page/</code>" in html
    assert 'href="/"' in html
    assert ('href="/memory/"' in html) is signed_in
    assert ("/accounts/login/?next=" in html) is not signed_in


def test_the_api_still_answers_json_for_an_unknown_path(client):
    response = client.get("/api/v1/no-such-thing")
    assert response.status_code == 404
    assert response["Content-Type"].startswith("application/json")


@pytest.mark.parametrize(
    "flags",
    [
        {"is_superuser": True, "is_staff": True},
        {"is_superuser": True, "is_staff": False},
        {"is_staff": True},
        {},
        {"is_superuser": True, "is_staff": True, "is_active": False},
    ],
)
def test_the_admin_link_is_shown_exactly_to_who_may_open_the_django_admin(flags):
    user = UserFactory(username="someone", **flags)
    client = Client()
    client.force_login(user)
    opens_admin = client.get("/admin/").status_code == 200
    html = client.get("/memory/").content.decode() if user.is_active else ""
    if not user.is_active:  # an inactive account has no session: nothing to link
        assert not opens_admin
        return
    assert ('href="/admin/"' in html) is opens_admin
