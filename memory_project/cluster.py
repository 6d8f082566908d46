"""`python -m memory_project.cluster` (`make cluster`): the several-machine layout, on loopback.

Starts, from the same embedded binaries as `make run`: a PostgreSQL primary, one streaming
replica made with `pg_basebackup -R`, one Redis; then PgBouncer in transaction mode in front of
the primary and HAProxy in front of two web nodes (Debian's packages, installed on demand the
way the browser tests install Chromium; without them the web nodes use the primary directly and
the URL is the first node's), two Celery workers and one beat. Prints the URL. Ctrl-C (or
SIGTERM/SIGHUP) stops everything it started, newest first, and leaves nothing running.

Who connects where: web nodes write through PgBouncer (transaction mode: no prepared
statements, no server-side cursors) and read from the replica (DATABASE_REPLICA_URLS); workers
and beat connect to the primary directly, because mining leases a conversation with a
session-level advisory lock and the vector-index upkeep holds one too (see
docs/operations.md, "Behind PgBouncer").
"""

from __future__ import annotations

import argparse
import contextlib
import os
import pwd
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import FrameType

import psutil

from memory_project.drill import DrillReport, Fault, run_drill
from memory_project.embedded import data_dir_from_env
from memory_project.embedded.postgres import EmbeddedPostgres, database_uri, ensure_database
from memory_project.embedded.redis import EmbeddedRedis
from memory_project.embedded.replica import EmbeddedReplica
from memory_project.process_tree import tree_rss
from memory_project.serve import ROOT, Child, _wait_for_http, banner, prepare

DATABASE = "memory"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def ensure_packages(names: list[str], *, install: bool) -> dict[str, str | None]:
    """The path of each Debian tool, installing the missing ones when allowed (and possible)."""
    missing = [name for name in names if shutil.which(name) is None]
    if missing and install:
        sudo = [] if os.geteuid() == 0 else ["sudo"]
        print(f"Installing Debian's {' and '.join(missing)} for the cluster…", flush=True)
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        for step in (["apt-get", "update", "-qq"], ["apt-get", "install", "-y", "-qq", *missing]):
            result = subprocess.run([*sudo, *step], env=env, capture_output=True, check=False)
            if result.returncode != 0:
                print(f"  could not install them ({result.stderr.decode()[-300:].strip()}); "
                      "going on without.", file=sys.stderr, flush=True)  # fmt: skip
                break
        # The package may have started its own service; ours runs from its own config.
        for name in missing:
            with contextlib.suppress(OSError):
                subprocess.run([*sudo, "service", name, "stop"], capture_output=True, check=False)
    return {name: shutil.which(name) for name in names}


def _owned_by(path: Path, user: str | None) -> None:
    if user is not None:
        record = pwd.getpwnam(user)
        for item in [path, *path.iterdir()]:
            os.chown(item, record.pw_uid, record.pw_gid)


def pgbouncer_child(binary: str, folder: Path, primary_socket_dir: str, port: int) -> Child:
    """PgBouncer in transaction mode on 127.0.0.1:`port`, in front of the primary's socket."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "userlist.txt").write_text('"postgres" ""\n')
    (folder / "pgbouncer.ini").write_text(
        "\n".join([
            "[databases]",
            f"{DATABASE} = host={primary_socket_dir} port=5432 dbname={DATABASE} user=postgres",
            "[pgbouncer]",
            "listen_addr = 127.0.0.1",
            f"listen_port = {port}",
            "unix_socket_dir =",
            "auth_type = trust",
            f"auth_file = {folder / 'userlist.txt'}",
            "pool_mode = transaction",
            "default_pool_size = 20",
            "max_client_conn = 500",
            "server_reset_query =",
            "ignore_startup_parameters = extra_float_digits,options",
            f"logfile = {folder / 'pgbouncer.log'}",
            "",
        ])
    )  # fmt: skip
    user = "pgserver" if os.geteuid() == 0 else None  # PgBouncer refuses to run as root
    _owned_by(folder, user)
    command = [binary, str(folder / "pgbouncer.ini")]
    if user is not None:
        command = ["runuser", "-u", user, "--", *command]
    return Child(name="pgbouncer", command=command)


def haproxy_child(binary: str, folder: Path, port: int, nodes: list[int]) -> Child:
    """HAProxy on 127.0.0.1:`port`, round robin over the web nodes, health-checked on
    /healthz; a request whose connection fails is retried on the other node (safe for every
    method: it never reached a node); GET and HEAD are retried on an empty answer too."""
    folder.mkdir(parents=True, exist_ok=True)
    servers = [
        f"    server web{n} 127.0.0.1:{node} check inter 1s fall 2 rise 2"
        for n, node in enumerate(nodes, start=1)
    ]
    (folder / "haproxy.cfg").write_text(
        "\n".join([
            "global", "    maxconn 512",
            f"    stats socket {folder / 'stats.sock'} mode 600 level operator",
            "defaults", "    mode http", "    timeout connect 2s", "    timeout client 120s",
            "    timeout server 120s", "    retries 3", "    option redispatch 1",
            "    retry-on conn-failure empty-response response-timeout",
            "frontend memory_layer", f"    bind 127.0.0.1:{port}", "    default_backend web",
            "backend web", "    balance roundrobin", "    option httpchk GET /healthz",
            "    http-request disable-l7-retry if !METH_GET",
            *servers, "",
        ])
    )  # fmt: skip
    return Child(name="haproxy", command=[binary, "-db", "-f", str(folder / "haproxy.cfg")])


def node_children(
    root: Path, env: dict[str, str], web_env: dict[str, str], web_ports: list[int]
) -> list[Child]:
    """Two web nodes (one gunicorn worker each), two Celery workers and one beat."""
    bin_dir = Path(sys.executable).parent
    children: list[Child] = []
    for n, port in enumerate(web_ports, start=1):
        command = [str(bin_dir / "gunicorn"), "memory_project.wsgi", "--bind",
                   f"127.0.0.1:{port}", "--workers", "1", "--threads", "4",
                   "--config", "python:memory_project.gunicorn_conf"]  # fmt: skip
        children.append(Child(name=f"web{n}", command=command, env=web_env))
    for n in (1, 2):
        command = [str(bin_dir / "celery"), "-A", "memory_project.celery", "worker",
                   "-n", f"worker{n}@%h", "--loglevel", "INFO", "--concurrency", "1",
                   "--without-gossip"]  # fmt: skip
        children.append(Child(name=f"worker{n}", command=command, env=env))
    beat = [str(bin_dir / "celery"), "-A", "memory_project.celery_beat", "beat", "--loglevel",
            "INFO", "--schedule", str(root / "celerybeat-schedule")]  # fmt: skip
    children.append(Child(name="beat", command=beat, env=env))
    return children


def _secret_key(folder: Path) -> str:
    key_file = folder / "secret_key"
    if not key_file.exists():
        key_file.write_text(secrets.token_urlsafe(50))
        key_file.chmod(0o600)
    return key_file.read_text().strip()


def _with_pgbouncer(
    binary: str, root: Path, primary: EmbeddedPostgres, web_env: dict[str, str]
) -> Child:
    """PgBouncer in front of the primary; the web nodes' writes go through it."""
    port = free_port()
    web_env.update(
        DATABASE_URL=f"postgresql://postgres@127.0.0.1:{port}/{DATABASE}",
        RECALL_PREPARED_STATEMENTS="false",  # PgBouncer < 1.21 keeps none
        DATABASE_DISABLE_SERVER_SIDE_CURSORS="true",
    )
    return pgbouncer_child(binary, root / "pgbouncer", str(primary.pgdata), port)


def _arguments(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m memory_project.cluster", description=__doc__)
    parser.add_argument("--data-dir", type=Path, default=data_dir_from_env() / "cluster")
    parser.add_argument("--port", type=int, default=int(os.environ.get("PORT", "8080")))
    parser.add_argument("--no-install", action="store_true", help="never apt-get install")
    parser.add_argument("--no-proxies", action="store_true", help="no PgBouncer nor HAProxy")
    parser.add_argument("--drill", type=float, nargs="?", const=600.0, default=0,
                        metavar="SECONDS", help="run the failure drill (for SECONDS, default "
                        "600), print its figures and stop")  # fmt: skip
    parser.add_argument("--seconds", type=float, default=None,
                        help="the drill's length (same as --drill SECONDS)")  # fmt: skip
    parser.add_argument("--settle", type=float, default=180.0, metavar="SECONDS",
                        help="how long the drill waits for background work to finish")  # fmt: skip
    args = parser.parse_args(argv)
    if args.seconds is not None:
        args.drill = args.seconds
    return args


def _tools(args: argparse.Namespace) -> dict[str, str | None]:
    if args.no_proxies:
        return {"pgbouncer": None, "haproxy": None}
    return ensure_packages(["pgbouncer", "haproxy"], install=not args.no_install)


def _supervise(
    children: list[Child], stopping: list[bool], until: Callable[[], bool] = lambda: False
) -> None:
    """Restart a child that died (with serve.py's backoff) until asked to stop (or `until`)."""
    while not stopping[0] and not until():
        now = time.monotonic()
        for child in children:
            child.check(now)
        time.sleep(0.5)


def _ready(web_ports: list[int], stopping: list[bool]) -> bool:
    """Every web node answers /readyz (database, broker, embedding model loaded)."""
    return all(
        _wait_for_http(f"http://127.0.0.1:{port}/readyz", 300, stopping) for port in web_ports
    )


def _drill_key(env: dict[str, str]) -> str:
    """An API key for the drill's load (made by the service's own code, in a subprocess),
    without the per-minute and hourly limits of a default key: a load test measures the
    cluster, not the limiter."""
    code = (
        "from django.contrib.auth import get_user_model\n"
        "from memories.models import ApiKey\n"
        "from memories.services.people.api_keys import api_key_create\n"
        "user, _ = get_user_model().objects.get_or_create(username='drill')\n"
        "key, raw = api_key_create(user=user, name='drill', writes_per_hour=10**9)\n"
        "ApiKey.objects.filter(pk=key.pk).update(rate_limit_per_minute=10**9)\n"
        "print('KEY', raw)\n"
    )
    result = subprocess.run([sys.executable, str(ROOT / "manage.py"), "shell", "-c", code],
                            cwd=ROOT, env=env, capture_output=True, text=True, check=True)  # fmt: skip
    return result.stdout.split("KEY ", 1)[1].split()[0]


def resident_memory(children: list[Child]) -> str:
    """Each child's resident memory with its own children (gunicorn and Celery workers)."""
    parts = []
    for child in children:
        if child.process is None:
            continue
        try:
            top = psutil.Process(child.process.pid)
        except psutil.Error:
            continue
        parts.append(f"{child.name} {tree_rss(top) / 2**20:.0f}")
    return ", ".join(parts)


def _alive_again(child: Child) -> bool:
    return bool(child.restarts) and child.process is not None and child.process.poll() is None


def kill_tree(child: Child) -> None:
    """SIGKILL a child and everything under it at once (a node that dies, not one that stops)."""
    if child.process is None:
        return
    try:
        top = psutil.Process(child.process.pid)
        victims = [top, *top.children(recursive=True)]
    except psutil.Error:
        return
    for process in victims:
        with contextlib.suppress(psutil.Error):
            process.kill()


def drill_faults(by_name: dict[str, Child], replica: EmbeddedReplica | None) -> list[Fault]:
    """What the drill kills, in order: a web node, a worker, the replica, PgBouncer."""

    def killer(child: Child) -> Callable[[], None]:
        return lambda: kill_tree(child)

    faults = [Fault(name, killer(by_name[name])) for name in ("web1", "worker1") if name in by_name]
    if replica is not None:

        def replica_back() -> None:
            replica.start()

        faults.append(Fault("replica", lambda: replica.stop(mode="immediate"),
                            restart=replica_back, down_seconds=5.0))  # fmt: skip
    if "pgbouncer" in by_name:
        faults.append(Fault("pgbouncer", killer(by_name["pgbouncer"])))
    return faults


@dataclass
class DrillSetup:
    env: dict[str, str]
    url: str
    seconds: float
    settle: float
    replica: EmbeddedReplica | None
    haproxy_socket: Path | None


def _drill(children: list[Child], setup: DrillSetup, stopping: list[bool]) -> int:
    """Run the drill under supervision; 0 when nothing acknowledged was lost or done twice
    and every killed part came back."""
    by_name = {child.name: child for child in children}
    faults = drill_faults(by_name, setup.replica)
    victims = [fault.name for fault in faults if fault.name in by_name]
    key = _drill_key(setup.env)
    reports: list[DrillReport] = []
    thread = threading.Thread(
        target=lambda: reports.append(run_drill(
            setup.url, key, seconds=setup.seconds, faults=faults,
            database_url=setup.env["DATABASE_URL"], settle_seconds=setup.settle,
            haproxy_socket=setup.haproxy_socket, reader_key=_drill_key(setup.env),
        )),
        daemon=True,
    )  # fmt: skip
    thread.start()
    _supervise(children, stopping, until=lambda: not thread.is_alive())
    deadline = time.monotonic() + 60  # the killed ones come back (backoff 1 s)
    _supervise(children, stopping, until=lambda: time.monotonic() > deadline or all(
        _alive_again(by_name[n]) for n in victims))  # fmt: skip
    if not reports:
        print("drill: did not finish", flush=True)
        return 1
    report = reports[0]
    back = [
        name
        for name in report.killed
        if (name in by_name and _alive_again(by_name[name]))
        or (name == "replica" and setup.replica is not None and setup.replica.running())
    ]
    print(f"{report.line()}; restarted {', '.join(back) or 'nothing'}", flush=True)
    print(f"resident memory (MB): {resident_memory(children)}", flush=True)
    return 0 if report.ok() and len(back) == len(report.killed) else 1


def _stop_on_signals() -> list[bool]:
    """Ctrl-C, SIGTERM or SIGHUP set the flag; the main loop then stops everything in order."""
    stopping = [False]

    def stop(signum: int, frame: FrameType | None) -> None:
        stopping[0] = True

    for signum in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        signal.signal(signum, stop)
    return stopping


def _stop_all(children: list[Child], replica: EmbeddedReplica | None, redis_server: EmbeddedRedis,
              primary: EmbeddedPostgres) -> None:  # fmt: skip
    """Everything this command started, newest first."""
    print("stopping the cluster…", flush=True)
    for child in reversed(children):
        child.stop()
    for child in reversed(children):
        child.wait()
    if replica is not None:
        replica.stop()
    redis_server.stop()
    primary.stop()
    print("stopped.", flush=True)


def main(argv: list[str] | None = None) -> int:
    args = _arguments(argv)
    root: Path = args.data_dir.resolve()
    root.mkdir(parents=True, exist_ok=True)
    stopping = _stop_on_signals()
    exit_code = 0
    primary = EmbeddedPostgres(root / "pg")
    replica: EmbeddedReplica | None = None
    redis_server = EmbeddedRedis(root / "redis")
    children: list[Child] = []
    try:
        admin = primary.start()
        ensure_database(admin, DATABASE)
        primary_url = database_uri(admin, DATABASE)
        replica = EmbeddedReplica(root / "replica", admin)
        replica.start()
        replica_url = replica.uri(DATABASE)
        redis_url = redis_server.start()
        from memory_project.metrics_dir import metrics_dir_prepare

        metrics_dir_prepare(root)
        env = {**os.environ, "DATA_DIR": str(root), "DATABASE_URL": primary_url,
               "REDIS_URL": redis_url, "DJANGO_SECRET_KEY": _secret_key(root)}  # fmt: skip
        if args.drill:
            # The drill counts what its settling time does not bring back. A mining task can be
            # lost in the broker when its worker is killed at the moment it takes the task (seen
            # on a loaded machine: not left among Redis's unacknowledged deliveries either);
            # the pending sweep recovers it, after PALACE_REQUEUE_PENDING_MINUTES, so the drill
            # runs it within its settling time: the recovery path is what it checks.
            env.setdefault("PALACE_REQUEUE_PENDING_MINUTES", "1")
        held = prepare(env)  # migrate, the first admin, static files; its password kept
        tools = _tools(args)
        web_env = {**env, "DATABASE_REPLICA_URLS": replica_url}
        if tools["pgbouncer"]:
            children.append(_with_pgbouncer(tools["pgbouncer"], root, primary, web_env))
        web_ports = [free_port(), free_port()]
        children += node_children(root, env, web_env, web_ports)
        front = args.port
        if tools["haproxy"]:
            children.append(haproxy_child(tools["haproxy"], root / "haproxy", front, web_ports))
        else:
            front = web_ports[0]
        for child in children:
            child.start()
        url = f"http://127.0.0.1:{front}/"
        if _ready(web_ports, stopping):
            lines = [
                f"Memory Layer cluster is running at {url}",
                f"web nodes: {', '.join(f'127.0.0.1:{p}' for p in web_ports)}; "
                f"PgBouncer: {'yes' if tools['pgbouncer'] else 'no'}; "
                f"HAProxy: {'yes' if tools['haproxy'] else 'no'}",
                f"primary: {primary_url}",
                f"replica: {replica_url}",
            ]
            print(banner(lines, held), flush=True)
        if args.drill:
            haproxy_socket = root / "haproxy" / "stats.sock" if tools["haproxy"] else None
            setup = DrillSetup(env, url, args.drill, args.settle, replica, haproxy_socket)
            exit_code = _drill(children, setup, stopping)
        else:
            _supervise(children, stopping)
    except subprocess.CalledProcessError as exc:
        print(f"cluster start-up step failed: {exc}", file=sys.stderr)
        return 1
    finally:
        _stop_all(children, replica, redis_server, primary)
    return exit_code


if __name__ == "__main__":
    sys.exit(main())
