"""Headless Chromium (Debian's, at /usr/bin/chromium) driven by Playwright against live_server."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"

pytestmark = pytest.mark.browser

from tests.palace.conftest import alice_principal, make_conversation  # noqa: E402, F401


@pytest.fixture(scope="package")
def browser(django_db_setup: None) -> Iterator[object]:
    """Started after the test database exists: Playwright's loop must not see its creation.
    Package-scoped: stopped after the last browser test, so the loop Playwright keeps running in
    this thread is gone before other tests (the MCP and async client ones) start their own."""
    if not Path(CHROMIUM).exists():
        pytest.fail("Debian's chromium is not installed: run `make browser` (make test does it).")
    from playwright.sync_api import sync_playwright

    # Playwright's sync API runs an event loop in this thread for as long as it lives; the ORM
    # calls around it (fixtures, flushes) stay plain synchronous calls, so Django's async guard
    # would be a false alarm. Set only while Playwright runs.
    os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM,
            headless=True,
            args=["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync"],
        )  # fmt: skip
        yield browser
        browser.close()
    os.environ.pop("DJANGO_ALLOW_ASYNC_UNSAFE", None)


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1200, "height": 850})
    page = context.new_page()
    page.set_default_timeout(15_000)
    yield page
    context.close()


def snap(page, name: str) -> None:
    """Save a screenshot when SCREENSHOT_DIR is set, to look at what a test saw (the pictures in
    docs/ come from `make screenshots`, a real service: tests/browser/screenshots.py)."""
    target = os.environ.get("SCREENSHOT_DIR")
    if target:
        Path(target).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(target) / f"{name}.png"), full_page=True)


def sign_in(page, live_server, username: str, password: str = "correct horse battery staple"):
    page.goto(f"{live_server.url}/accounts/login/?next=/memory/")
    page.fill("#id_username", username)
    page.fill("#id_password", password)
    page.click("button[type=submit]")
    page.wait_for_url(f"{live_server.url}/memory/")
