"""`python -m memory_project.serve`: the whole service in one command.

Starts the embedded servers (when no URLs are set), migrates, makes sure an admin exists, then
runs gunicorn, a Celery worker and Celery beat together and prints where to open the app.
Ctrl-C (or SIGTERM) stops the children first, then the embedded servers.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from types import FrameType

from memory_project.embedded import bootstrap

ROOT = Path(__file__).resolve().parent.parent


def _die_with_parent() -> None:
    """In the child: get SIGTERM if the supervisor dies, so no orphan keeps the port or the DB."""
    import ctypes

    pr_set_pdeathsig = 1
    ctypes.CDLL("libc.so.6", use_errno=True).prctl(pr_set_pdeathsig, signal.SIGTERM)


def _run_once(*args: str) -> None:
    subprocess.run([sys.executable, str(ROOT / "manage.py"), *args], check=True, cwd=ROOT)


def _wait_for_http(url: str, timeout: float, children: list[subprocess.Popen[bytes]]) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if any(child.poll() is not None for child in children):
            return False
        try:
            with urllib.request.urlopen(url, timeout=2) as response:
                if response.status == 200:
                    return True
        except OSError:
            pass
        time.sleep(0.25)
    return False


def main() -> int:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memory_project.settings")
    services = bootstrap()
    host = os.environ.get("HOST", "127.0.0.1")
    port = os.environ.get("PORT", "8000")
    children: list[subprocess.Popen[bytes]] = []
    stopping = False

    def stop(signum: int, frame: FrameType | None) -> None:
        nonlocal stopping
        stopping = True

    signal.signal(signal.SIGINT, stop)
    signal.signal(signal.SIGTERM, stop)
    exit_code = 0
    try:
        _run_once("migrate", "--noinput", "-v", "0")
        _run_once("ensure_admin")
        _run_once("collectstatic", "--noinput", "-v", "0")
        bin_dir = Path(sys.executable).parent
        workers = os.environ.get("WEB_CONCURRENCY", "2")
        commands = {
            "web": [str(bin_dir / "gunicorn"), "memory_project.wsgi", "--bind", f"{host}:{port}",
                    "--workers", workers, "--threads", "4", "--access-logfile", "-",
                    # No request-line limit of its own: Django answers long URLs as JSON (414).
                    "--limit-request-line", "0"],
            "worker": [str(bin_dir / "celery"), "-A", "memory_project.celery", "worker",
                       "--loglevel", "INFO", "--concurrency", os.environ.get("WORKER_CONCURRENCY", "2")],
            "beat": [str(bin_dir / "celery"), "-A", "memory_project.celery", "beat", "--loglevel", "INFO",
                     "--schedule", str(services.data_dir / "celerybeat-schedule")],
        }  # fmt: skip
        for name, command in commands.items():
            # Each child gets its own process group, so Ctrl-C reaches only us and we stop them
            # in order instead of all at once.
            children.append(
                subprocess.Popen(
                    command,
                    cwd=ROOT,
                    start_new_session=True,
                    preexec_fn=_die_with_parent,  # noqa: PLW1509 - no threads started yet
                )
            )
            print(f"started {name} (pid {children[-1].pid})", flush=True)
        url = f"http://{'localhost' if host in {'127.0.0.1', '0.0.0.0'} else host}:{port}/"
        if _wait_for_http(f"{url}healthz", 120, children):
            print(f"\n  Memory Layer is running at {url}\n  API docs: {url}api/docs/   "
                  f"Admin: {url}admin/\n  Press Ctrl-C to stop.\n", flush=True)  # fmt: skip
        while not stopping:
            dead = [child for child in children if child.poll() is not None]
            if dead:
                print(f"a child process exited (pid {dead[0].pid}); stopping.", file=sys.stderr)
                exit_code = 1
                break
            time.sleep(0.5)
    except subprocess.CalledProcessError as exc:
        print(f"start-up step failed: {exc}", file=sys.stderr)
        exit_code = 1
    finally:
        print("stopping web, worker and beat…", flush=True)
        for child in children:
            if child.poll() is None:
                child.send_signal(signal.SIGTERM)
        for child in children:
            try:
                child.wait(timeout=20)
            except subprocess.TimeoutExpired:
                child.kill()
        services.stop(include_reused=True)
        print("stopped.", flush=True)
    return exit_code


if __name__ == "__main__":
    sys.exit(main())
