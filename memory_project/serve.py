"""`python -m memory_project.serve`: the whole service in one command.

Starts the embedded servers (when no URLs are set), migrates, makes sure an admin exists, then
runs gunicorn, a Celery worker and Celery beat together and prints where to open the app. It
supervises them: a child that dies is started again after a backoff (1, 2, 4 … 30 s; reset once
it has stayed up a minute), so a killed worker never takes the web side down.
Ctrl-C, SIGTERM or SIGHUP (to this process or to its whole process group: `kill -- -PGID`)
stops the children first, then the embedded servers. Each child runs in a process group of its
own so that a signal to ours reaches only us; a child still gets SIGTERM if we die.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
import urllib.request
from dataclasses import dataclass
from pathlib import Path
from types import FrameType

from memory_project.access_log import START_PROBE_AGENT
from memory_project.embedded import SERVICE_PIDFILE, bootstrap, data_dir_from_env, running_service
from memory_project.metrics_dir import metrics_dir_prepare

ROOT = Path(__file__).resolve().parent.parent
LABELS = {"web": "the web server (gunicorn)", "worker": "the Celery worker", "beat": "Celery beat"}
BACKOFF_MAX_SECONDS = 30.0
STABLE_AFTER_SECONDS = 60.0  # a child up this long has its backoff reset


def _die_with_parent() -> None:
    """In the child: get SIGTERM if the supervisor dies, so no orphan keeps the port or the DB."""
    import ctypes

    pr_set_pdeathsig = 1
    ctypes.CDLL("libc.so.6", use_errno=True).prctl(pr_set_pdeathsig, signal.SIGTERM)


ADMIN_LINE = "Created the first admin"


def prepare(env: dict[str, str] | None = None) -> list[str]:
    """`manage.py prepare_service` (migrate, the first admin, static files). Its output is
    passed on, except the first admin's one-time password, returned for the final banner so
    it is not lost above the children's start-up logs."""
    try:
        done = subprocess.run(
            [sys.executable, str(ROOT / "manage.py"), "prepare_service"],
            check=True, cwd=ROOT, env=env, capture_output=True, text=True,
        )  # fmt: skip
    except subprocess.CalledProcessError as exc:
        sys.stdout.write(exc.stdout or "")
        sys.stderr.write(exc.stderr or "")
        raise
    sys.stderr.write(done.stderr)
    held = [line for line in done.stdout.splitlines() if line.startswith(ADMIN_LINE)]
    for line in done.stdout.splitlines():
        if line not in held:
            print(line, flush=True)
    return held


def banner(lines: list[str], held: list[str]) -> str:
    """The one block a person looks for: where to open it and how to sign in the first time."""
    return "\n" + "\n".join(f"  {line}" for line in [*lines, *held, "Press Ctrl-C to stop."]) + "\n"


def worker_concurrency() -> str:
    """WORKER_CONCURRENCY, or a pool sized to the box: one process on one or two cores (each
    holds its own copy of the embedding model, and a batch already uses every core), two above."""
    given = os.environ.get("WORKER_CONCURRENCY", "").strip()
    if given:
        return given
    return "1" if (os.cpu_count() or 1) <= 2 else "2"


def worker_max_memory_kib() -> str:
    """WORKER_MAX_MEMORY_MB in KiB (Celery's unit): a pool process whose peak resident memory
    passed it by the end of a task is replaced by a fresh one, so a leak cannot grow without
    bound. 0 turns the guard off."""
    given = os.environ.get("WORKER_MAX_MEMORY_MB", "").strip() or "1024"
    return str(int(given) * 1024)


def service_commands(*, host: str, port: str, data_dir: Path) -> dict[str, list[str]]:
    """The command line of each long-running child (also used by the chaos tests)."""
    bin_dir = Path(sys.executable).parent
    workers = os.environ.get("WEB_CONCURRENCY", "2")
    commands = {
        "web": [str(bin_dir / "gunicorn"), "memory_project.wsgi", "--bind", f"{host}:{port}",
                "--workers", workers, "--threads", os.environ.get("WEB_THREADS", "4"), "--access-logfile", "-",
                "--config", "python:memory_project.gunicorn_conf"],
        "worker": [str(bin_dir / "celery"), "-A", "memory_project.celery", "worker",
                   "--loglevel", "INFO", "--concurrency", worker_concurrency(), "--without-gossip"],
        "beat": [str(bin_dir / "celery"), "-A", "memory_project.celery_beat", "beat", "--loglevel", "INFO",
                 "--schedule", str(data_dir / "celerybeat-schedule")],
    }  # fmt: skip
    if int(worker_max_memory_kib()) > 0:
        commands["worker"] += ["--max-memory-per-child", worker_max_memory_kib()]
    if os.environ.get("LOG_FORMAT", "").strip().lower() == "json":
        # No start-up banner: every line a worker writes is then one JSON object.
        for name in ("worker", "beat"):
            commands[name].insert(commands[name].index("-A") + 2, "--quiet")
    return commands


def _exit_words(code: int | None) -> str:
    if code is None:
        return "is running"
    if code < 0:
        try:
            return f"was killed by {signal.Signals(-code).name}"
        except ValueError:
            return f"was killed by signal {-code}"
    return f"exited with status {code}"


@dataclass
class Child:
    """One supervised process and its restart bookkeeping."""

    name: str
    command: list[str]
    process: subprocess.Popen[bytes] | None = None
    started_at: float = 0.0
    restarts: int = 0
    backoff: float = 1.0
    restart_at: float | None = None
    env: dict[str, str] | None = None  # None: this process's environment

    @property
    def label(self) -> str:
        return LABELS.get(self.name, self.name)

    def start(self) -> None:
        # Each child gets its own process group, so Ctrl-C reaches only us and we stop them
        # in order instead of all at once.
        self.process = subprocess.Popen(
            self.command,
            cwd=ROOT,
            env=self.env,
            start_new_session=True,
            preexec_fn=_die_with_parent,  # noqa: PLW1509 - the supervisor starts no threads
        )
        self.started_at = time.monotonic()
        self.restart_at = None
        print(f"started {self.label} (pid {self.process.pid})", flush=True)

    def check(self, now: float) -> None:
        """Notice a death and schedule the restart; restart when its backoff is over."""
        if self.process is None:
            return
        code = self.process.poll()
        if code is not None and self.restart_at is None:
            if now - self.started_at >= STABLE_AFTER_SECONDS:
                self.backoff = 1.0
            self.restart_at = now + self.backoff
            print(
                f"{self.label} (pid {self.process.pid}) {_exit_words(code)}; "
                f"restarting it in {self.backoff:.0f} s (restart {self.restarts + 1}).",
                file=sys.stderr,
                flush=True,
            )
            self.backoff = min(BACKOFF_MAX_SECONDS, self.backoff * 2)
        if self.restart_at is not None and now >= self.restart_at:
            self.restarts += 1
            self.start()

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)

    def wait(self) -> None:
        if self.process is None:
            return
        try:
            self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.process.kill()


def _wait_for_http(url: str, timeout: float, stopping: list[bool]) -> bool:
    """Poll until `url` answers 200, more slowly as it takes longer (0.25 s up to 2 s apart),
    as our own start probe, which the access log leaves out."""
    deadline = time.monotonic() + timeout
    pause = 0.25
    probe = urllib.request.Request(url, headers={"User-Agent": START_PROBE_AGENT})
    while time.monotonic() < deadline and not stopping[0]:
        try:
            with urllib.request.urlopen(probe, timeout=2) as response:
                if response.status == 200:
                    return True
        except OSError:
            pass
        time.sleep(pause)
        pause = min(pause * 1.5, 2.0)
    return False


def main() -> int:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memory_project.settings")
    data_dir = data_dir_from_env()
    other = running_service(data_dir)
    if other is not None:
        print(f"The service already runs on {data_dir} (pid {other}).", file=sys.stderr)
        return 1
    # Written before the embedded servers start: from now on a command run beside us uses
    # them as they are and never starts or stops them (embedded/__init__.py).
    pidfile = data_dir / SERVICE_PIDFILE
    data_dir.mkdir(parents=True, exist_ok=True)
    pidfile.write_text(str(os.getpid()))
    try:
        return _supervise()
    finally:
        if pidfile.exists() and pidfile.read_text().strip() == str(os.getpid()):
            pidfile.unlink()


def _supervise() -> int:
    services = bootstrap()
    metrics_dir_prepare(services.data_dir)  # before any child counts anything
    host = os.environ.get("HOST", "127.0.0.1")
    port = os.environ.get("PORT", "8000")
    children: list[Child] = []
    stopping = [False]

    def stop(signum: int, frame: FrameType | None) -> None:
        stopping[0] = True

    # Whichever of these reaches us (alone or with our whole process group), everything we
    # started is stopped in order. SIGHUP too: a closed terminal must not leave the embedded
    # servers running without us.
    for signum in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        signal.signal(signum, stop)
    exit_code = 0
    try:
        held = prepare()  # migrate, the first admin, static files
        commands = service_commands(host=host, port=port, data_dir=services.data_dir)
        for name, command in commands.items():
            children.append(Child(name=name, command=command))
            children[-1].start()
        url = f"http://{'localhost' if host in {'127.0.0.1', '0.0.0.0'} else host}:{port}/"
        # Ready, not merely up: the embedding model is loaded, so a first save is quick.
        ready = _wait_for_http(f"{url}readyz", 300, stopping)
        if ready or _wait_for_http(f"{url}healthz", 5, stopping):
            lines = [f"Memory Layer is running at {url}",
                     f"API docs: {url}api/docs/   Admin: {url}admin/"]  # fmt: skip
            if not ready:
                lines.append(f"Not ready yet: {url}readyz says why.")
            print(banner(lines, held), flush=True)
        while not stopping[0]:
            now = time.monotonic()
            for child in children:
                child.check(now)
            time.sleep(0.5)
    except subprocess.CalledProcessError as exc:
        print(f"start-up step failed: {exc}", file=sys.stderr)
        exit_code = 1
    finally:
        print("stopping web, worker and beat…", flush=True)
        for child in children:
            child.stop()
        for child in children:
            child.wait()
        services.stop(include_reused=True)
        print("stopped.", flush=True)
    return exit_code


if __name__ == "__main__":
    sys.exit(main())
