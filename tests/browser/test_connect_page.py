"""The connect page in Chromium at 1280 and 390 px, straight after creating a key: a copy
button on the key and on each snippet puts exactly that text on the clipboard, no command line
wraps inside its box, and the write cap per run is explained with what a run is."""

from __future__ import annotations

import pytest

from tests.browser.conftest import sign_in, snap

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.mark.parametrize("width", [1280, 390])
def test_copy_buttons_unwrapped_commands_and_the_write_cap_explained(
    browser, live_server, alice, width
):
    context = browser.new_context(
        viewport={"width": width, "height": 900}, permissions=["clipboard-read", "clipboard-write"]
    )
    page = context.new_page()
    page.set_default_timeout(15_000)
    sign_in(page, live_server, "alice")
    page.goto(f"{live_server.url}/memory/keys/")
    page.fill("#id_name", "laptop agent")
    if page.locator("#id_write_cap").count():
        page.fill("#id_write_cap", "25")
    page.click("text=Create key")
    page.click("text=Connect an agent with this key")
    page.wait_for_selector("#snippet-claude-code")
    snap(page, f"connect-{width}")

    key = page.inner_text("#the-key").strip()
    assert key.startswith("ml_")
    page.click("button[data-copy=the-key]")
    assert page.evaluate("navigator.clipboard.readText()") == key
    for snippet in ("claude-code", "python-mcp", "curl"):
        page.click(f"button[data-copy=snippet-{snippet}]")
        copied = page.evaluate("navigator.clipboard.readText()")
        assert copied == page.eval_on_selector(f"#snippet-{snippet}", "e => e.textContent")
        assert key in copied
    # Each source line of a command is one drawn line: nothing wraps inside its box.
    for snippet in ("claude-code", "curl", "python-mcp"):
        lines, drawn = page.eval_on_selector(
            f"#snippet-{snippet}",
            "e => [e.textContent.replace(/\\n$/, '').split('\\n').length,"
            " Math.round(e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).lineHeight))]",
        )
        assert drawn == lines, (snippet, lines, drawn)
    cap = page.inner_text("#write-cap")
    assert "25 memories per run" in cap
    assert "source_run" in cap
    assert "A run is one task" in cap
    overflow = page.evaluate(
        "document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )
    assert overflow <= 0
    context.close()
