"""Every page's shell: the icon it names is a real static file, so browsers get no 404 for it."""

import pytest
from django.contrib.staticfiles import finders
from django.templatetags.static import static

pytestmark = pytest.mark.django_db


def test_pages_name_an_icon_that_exists(client, alice):
    client.force_login(alice)
    html = client.get("/memory/").content.decode()
    href = static("img/favicon.svg")
    assert f'<link rel="icon" href="{href}" type="image/svg+xml">' in html
    assert finders.find("img/favicon.svg") is not None
