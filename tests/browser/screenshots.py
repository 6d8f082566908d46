"""`make screenshots`: the pictures in README.md and docs/screenshots/, taken from a real service.

Starts the whole service (`python -m memory_project.serve`: embedded PostgreSQL and Redis, web,
worker, beat) on a fresh DATA_DIR and a free port, fills it with a small demo team through the
same doors a newcomer uses (`create_api_key`, the REST API, the pages), lets the worker mine a
conversation, then drives Debian's headless Chromium through the pages and saves one PNG per
page (a persona's page also as its manager, and at a phone's width, 390 px, where anything
wider than the screen is reported). The service is stopped and its data removed at the end,
whatever happens.

    python -m tests.browser.screenshots [OUTPUT_DIR]     # default docs/screenshots
"""

from __future__ import annotations

import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
PASSWORD = secrets.token_urlsafe(12)

MEMORIES = [
    ("Deploys of billing need a change ticket approved by the on-call lead", "warning"),
    ("The Apollo release train leaves every Tuesday at 10:00 UTC", "fact"),
    ("Priya Raman owns the billing service since September", "fact"),
    ("We chose PostgreSQL with pgvector over a separate vector database", "decision"),
    ("Dana prefers short summaries with bullet points", "preference"),
    ("Run the invoice backfill with --dry-run first; it rewrites totals", "workflow"),
    ("The nightly export fails when the S3 bucket quota is reached", "learning"),
    ("Customer churn spikes in the week after a price change", "pattern"),
]
RELATIONS = [
    ({"name": "Priya Raman", "kind": "person"}, "owns", {"name": "billing", "kind": "service"}),
    ({"name": "billing", "kind": "service"}, "part_of", {"name": "Apollo", "kind": "project"}),
    (
        {"name": "invoices", "kind": "dataset"},
        "produced_by",
        {"name": "billing", "kind": "service"},
    ),
    ({"name": "Dana Kim", "kind": "person"}, "works_on", {"name": "Apollo", "kind": "project"}),
    (
        {"name": "invoices", "kind": "dataset"},
        "stored_in",
        {"name": "PostgreSQL", "kind": "system"},
    ),
]
CONVERSATION = [
    ("user", "We decided to move the Apollo release to Tuesdays. Priya Raman owns billing now."),
    ("assistant", "Noted: releases on Tuesday, and billing is owned by Priya Raman."),
    ("user", "Deploys of billing need a change ticket. Also, I prefer short summaries."),
    ("assistant", "Understood: a change ticket for every billing deploy, and short summaries."),
]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@contextmanager
def running_service(data_dir: Path, port: int) -> Iterator[str]:
    """The service as `make run` starts it; stopped (Ctrl-C, as a person would) on the way out."""
    env = {**os.environ, "DATA_DIR": str(data_dir), "PORT": str(port),
           "ADMIN_USERNAME": "admin", "ADMIN_PASSWORD": PASSWORD}  # fmt: skip
    log = (data_dir.parent / "service.log").open("wb")
    process = subprocess.Popen(
        [sys.executable, "-m", "memory_project.serve"], cwd=ROOT, env=env,
        stdout=log, stderr=subprocess.STDOUT, start_new_session=True,
    )  # fmt: skip
    url = f"http://localhost:{port}"
    try:
        deadline = time.monotonic() + 300
        while time.monotonic() < deadline:
            if process.poll() is not None:
                raise RuntimeError("the service stopped while starting")
            try:
                if httpx.get(f"{url}/readyz", timeout=5).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            time.sleep(0.5)
        else:
            raise RuntimeError("the service was not ready in 300 s")
        yield url
    finally:
        process.send_signal(signal.SIGINT)
        try:
            process.wait(timeout=90)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
        log.close()


def create_key(data_dir: Path) -> str:
    """The README's command for a key, run beside the service with the same DATA_DIR."""
    done = subprocess.run(
        [sys.executable, "manage.py", "create_api_key", "--user", "admin", "--name", "demo agent",
         "--project", "apollo"],
        cwd=ROOT, env={**os.environ, "DATA_DIR": str(data_dir)},
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    return next(
        line.split(": ", 1)[1] for line in done.stdout.splitlines() if line.startswith("API key: ")
    )


def seed(url: str, key: str) -> None:
    """A small demo team's memory, written as an agent writes it."""
    with httpx.Client(base_url=f"{url}/api/v1", timeout=180,
                      headers={"Authorization": f"Bearer {key}"}) as api:  # fmt: skip
        for content, kind in MEMORIES:
            api.post("/memories", json={"content": content, "kind": kind}).raise_for_status()
        for subject, predicate, obj in RELATIONS:
            api.post("/relations", json={"subject": subject, "predicate": predicate,
                                         "object": obj}).raise_for_status()  # fmt: skip
        chat = api.post("/conversations", json={"external_id": "release-planning",
                                                "title": "Release planning"})  # fmt: skip
        chat.raise_for_status()
        chat_id = chat.json()["id"]
        messages = [{"speaker": who, "content": text} for who, text in CONVERSATION]
        api.post(
            f"/conversations/{chat_id}/messages", json={"messages": messages}
        ).raise_for_status()
        api.post(f"/conversations/{chat_id}/end").raise_for_status()
        deadline = time.monotonic() + 180  # the worker mines it into the palace
        while time.monotonic() < deadline:
            if api.get("/palace/wings").json().get("results"):
                break
            time.sleep(0.5)
        api.post("/recall", json={"query": "what do I need to deploy billing?"}).raise_for_status()


def set_up_team(page: Any, url: str) -> str:
    """As the admin on the pages: a person, the Apollo project with both as members; the
    person's one-time password."""
    page.goto(f"{url}/accounts/login/")
    page.fill("#id_username", "admin")
    page.fill("#id_password", PASSWORD)
    page.click("button[type=submit]")
    page.wait_for_url(f"{url}/")
    page.goto(f"{url}/curation/people/")
    page.fill("#id_username", "dana")
    page.fill("#id_email", "dana@example.test")
    page.click("text=Create account")
    password = str(page.inner_text("#new-password")).strip()
    create_group(page, url, ("project", "apollo", "Apollo"), {"admin": "manager", "dana": "member"})
    return password


def create_group(page: Any, url: str, group: tuple[str, str, str], members: dict[str, str]) -> None:
    """As the admin on the groups page: a (kind, slug, name) group and its members' roles."""
    kind, slug, name = group
    page.goto(f"{url}/curation/groups/")
    page.select_option("#id_kind", kind)
    page.fill("#id_slug", slug)
    page.fill("#id_name", name)
    page.click("#groups button[type=submit]")
    page.wait_for_url(f"{url}/curation/groups/{kind}/{slug}/")
    for username, role in members.items():
        page.fill("#member-username", username)
        page.select_option("#member-role", role)
        page.click("text=Add or change")
        page.get_by_role("button", name=f"Remove {username}").wait_for()


def set_up_persona(page: Any, url: str) -> None:
    """As the admin: the "support" persona, dana its manager and the admin a member, opted in
    to the read tools only; dana invites lee (a person she may invite) on its page later."""
    page.goto(f"{url}/curation/people/")
    page.fill("#id_username", "lee")
    page.click("text=Create account")
    page.wait_for_selector("#new-password")
    create_group(
        page, url, ("persona", "support", "Support desk"), {"dana": "manager", "admin": "member"}
    )
    page.check("#role-settings input[value='memory.read']")
    page.click("#role-settings >> text=Save allowed tools")
    page.wait_for_load_state("networkidle")


def invite_as_manager(page: Any, url: str) -> None:
    """dana, managing "support", invites lee on its page (lee joins once they accept)."""
    page.goto(f"{url}/memory/personas/support/")
    page.fill("#member-username", "lee")
    page.select_option("#member-role", "member")
    page.click("text=Invite or change role")
    page.wait_for_load_state("networkidle")


def sign_in_first_time(page: Any, url: str, username: str, password: str) -> None:
    """A person's first sign-in: the one-time password, then their own."""
    page.goto(f"{url}/accounts/login/")
    page.fill("#id_username", username)
    page.fill("#id_password", password)
    page.click("button[type=submit]")
    page.wait_for_url(f"{url}/memory/password/")
    own = secrets.token_urlsafe(12)
    page.fill("#id_old_password", password)
    page.fill("#id_new_password1", own)
    page.fill("#id_new_password2", own)
    page.click("main button[type=submit]")  # not the header's sign-out button
    page.wait_for_url(f"{url}/memory/password/done/")


# Each picture: file name, path, and (for a long page) the height kept, so files stay small.
PICTURES = [
    ("start-admin", "/", None),
    ("memory-list", "/memory/", None),
    ("search", "/memory/search/?query=what+do+I+need+to+deploy+billing", None),
    ("graph", "/memory/graph/", 1100),
    ("palace", "/memory/palace/map/", None),
    ("curation-overview", "/curation/", 1400),
    ("curation-approvals", "/curation/approvals/", 1100),
    ("persona-admin", "/memory/personas/support/", None),
]
# A persona's page as its manager (dana), wide and on a phone; the admin's on a phone too.
MANAGER_PICTURES = [("persona-manager", "/memory/personas/support/", None)]
PHONE = 390


def shoot(page: Any, url: str, out: Path, pictures: list[tuple[str, str, int | None]]) -> None:
    width = int(page.viewport_size["width"])
    for name, path, height in pictures:
        page.goto(f"{url}{path}")
        page.wait_for_load_state("networkidle")
        target = out / f"{name}.png"
        full = int(page.evaluate("document.documentElement.scrollHeight"))
        wide = int(page.evaluate("document.documentElement.scrollWidth"))
        if wide > width:  # something a person would have to scroll sideways to read
            print(f"WARNING {name}: the page is {wide} px wide in a {width} px window")
        clip = {"x": 0, "y": 0, "width": width, "height": min(full, height or full)}
        page.screenshot(path=str(target), full_page=True, clip=clip)
        print(f"{target} ({target.stat().st_size // 1024} KB)")


def shoot_phone(page: Any, url: str, out: Path, name: str, path: str) -> None:
    """The same page at a phone's width, then back to the desktop window."""
    page.set_viewport_size({"width": PHONE, "height": 844})
    shoot(page, url, out, [(f"{name}-{PHONE}", path, None)])
    page.set_viewport_size({"width": 1200, "height": 800})


def main(out: Path) -> int:
    from playwright.sync_api import sync_playwright

    out.mkdir(parents=True, exist_ok=True)
    workdir = Path(tempfile.mkdtemp(prefix="memory-layer-screenshots-"))
    try:
        with running_service(workdir / "data", free_port()) as url, sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True,
                                         args=["--no-sandbox", "--disable-gpu", "--no-first-run"])  # fmt: skip
            page = browser.new_context(viewport={"width": 1200, "height": 800}).new_page()
            page.set_default_timeout(60_000)
            dana_password = set_up_team(page, url)
            set_up_persona(page, url)
            seed(url, create_key(workdir / "data"))
            shoot(page, url, out, PICTURES)
            shoot_phone(page, url, out, "persona-admin", "/memory/personas/support/")
            dana = browser.new_context(viewport={"width": 1200, "height": 800}).new_page()
            dana.set_default_timeout(60_000)
            sign_in_first_time(dana, url, "dana", dana_password)
            invite_as_manager(dana, url)
            shoot(dana, url, out, MANAGER_PICTURES)
            shoot_phone(dana, url, out, "persona-manager", "/memory/personas/support/")
            browser.close()
    except Exception:
        log = workdir / "service.log"
        if log.exists():  # the service's own words, before they are removed with its data
            print("".join(log.read_text(errors="replace").splitlines(True)[-40:]), file=sys.stderr)
        raise
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(ROOT / (sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots")))
