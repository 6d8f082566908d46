"""A real HTTP receiver on loopback for the promotion webhook: records what arrives and answers
with the statuses it is told to (then 204), like an external catalog that is sometimes down."""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class Received:
    headers: dict[str, str]
    body: bytes


@dataclass
class WebhookReceiver:
    server: ThreadingHTTPServer
    received: list[Received] = field(default_factory=list)
    statuses: list[int] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    @property
    def url(self) -> str:
        host, port = self.server.server_address[:2]
        return f"http://{host!s}:{port}/hooks/catalog"

    def fail_next(self, *statuses: int) -> None:
        with self.lock:
            self.statuses.extend(statuses)

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def start_webhook_receiver() -> WebhookReceiver:
    state: dict[str, WebhookReceiver] = {}

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, format: str, *args: Any) -> None:
            return

        def do_POST(self) -> None:
            receiver = state["receiver"]
            body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
            with receiver.lock:
                receiver.received.append(Received(dict(self.headers.items()), body))
                status = receiver.statuses.pop(0) if receiver.statuses else 204
            self.send_response(status)
            self.send_header("Content-Length", "0")
            self.end_headers()

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    receiver = WebhookReceiver(server=server)
    state["receiver"] = receiver
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return receiver
