"""A small OpenAI-compatible server on loopback: the real HTTP stand-in for LLM and embeddings.

It speaks `/v1/chat/completions`, `/v1/embeddings` and `/v1/models` over real sockets, so our
clients are exercised end to end. Tests script chat replies, inject failures, and read back the
requests it received. Embeddings are deterministic hashed bag-of-words vectors: texts that share
words get similar vectors, which is all a client test needs.
"""

from __future__ import annotations

import hashlib
import json
import math
import re
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

ChatHandler = Callable[[dict[str, Any]], str]


def hashed_embedding(text: str, dimensions: int) -> list[float]:
    vector = [0.0] * dimensions
    for word in re.findall(r"\w+", text.lower()):
        digest = int(hashlib.sha256(word.encode()).hexdigest(), 16)
        vector[digest % dimensions] += 1.0 if (digest >> 64) % 2 else -1.0
    norm = math.sqrt(sum(x * x for x in vector)) or 1.0
    return [x / norm for x in vector]


@dataclass
class FakeOpenAI:
    """State shared with the request handler; tests drive it through these methods."""

    dimensions: int = 384
    api_key: str = "test-key"
    chat_replies: deque[str] = field(default_factory=deque)
    chat_handler: ChatHandler | None = None
    failures: deque[int] = field(default_factory=deque)  # HTTP statuses to answer next
    down_status: int | None = None  # answer every request with this status until cleared
    delay_seconds: float = 0.0  # wait this long before each answer (a slow provider)
    requests: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    server: ThreadingHTTPServer | None = None
    # Bumped by reset(): a request still waiting out an earlier test's delay sees it changed
    # and answers without taking this test's scripted failures or replies.
    generation: int = 0

    @property
    def base_url(self) -> str:
        assert self.server is not None
        host, port = self.server.server_address[:2]
        return f"http://{host}:{port}/v1"

    def reply_with(self, *texts: str) -> None:
        self.chat_replies.extend(texts)

    def fail_next(self, *statuses: int) -> None:
        self.failures.extend(statuses)

    def reset(self) -> None:
        self.generation += 1
        self.chat_replies.clear()
        self.failures.clear()
        self.requests.clear()
        self.chat_handler = None
        self.down_status = None
        self.delay_seconds = 0.0

    def _chat(self, body: dict[str, Any]) -> dict[str, Any]:
        if self.chat_replies:
            content = self.chat_replies.popleft()
        elif self.chat_handler is not None:
            content = self.chat_handler(body)
        else:
            content = "{}"
        prompt_tokens = sum(
            len(str(m.get("content", "")).split()) for m in body.get("messages", [])
        )
        return {
            "id": "chatcmpl-test",
            "object": "chat.completion",
            "model": body.get("model", "fake"),
            "choices": [
                {
                    "index": 0,
                    "message": {"role": "assistant", "content": content},
                    "finish_reason": "stop",
                }
            ],
            "usage": {
                "prompt_tokens": prompt_tokens,
                "completion_tokens": len(content.split()),
                "total_tokens": prompt_tokens + len(content.split()),
            },
        }

    def _embeddings(self, body: dict[str, Any]) -> dict[str, Any]:
        inputs = body.get("input", [])
        inputs = [inputs] if isinstance(inputs, str) else inputs
        return {
            "object": "list",
            "model": body.get("model", "fake"),
            "data": [
                {
                    "object": "embedding",
                    "index": i,
                    "embedding": hashed_embedding(t, self.dimensions),
                }
                for i, t in enumerate(inputs)
            ],
            "usage": {"prompt_tokens": sum(len(t.split()) for t in inputs), "total_tokens": 0},
        }


def _handler_for(state: FakeOpenAI) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, format: str, *args: Any) -> None:
            return

        def _send(self, status: int, body: dict[str, Any]) -> None:
            data = json.dumps(body).encode()
            try:
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)
            except (BrokenPipeError, ConnectionResetError):
                pass  # the client gave up (its own timeout); nothing left to answer

        def _authorised(self) -> bool:
            if self.headers.get("Authorization") == f"Bearer {state.api_key}":
                return True
            self._send(401, {"error": {"message": "invalid api key", "type": "auth"}})
            return False

        def do_GET(self) -> None:
            if not self._authorised():
                return
            if self.path.rstrip("/") == "/v1/models":
                self._send(
                    200, {"object": "list", "data": [{"id": "fake-chat"}, {"id": "fake-embed"}]}
                )
            else:
                self._send(404, {"error": {"message": "not found"}})

        def do_POST(self) -> None:
            generation = state.generation
            length = int(self.headers.get("Content-Length", "0"))
            body = json.loads(self.rfile.read(length) or b"{}")
            state.requests.append((self.path, body))
            if not self._authorised():
                return
            if state.delay_seconds:
                time.sleep(state.delay_seconds)
            if generation != state.generation:
                self._send(503, {"error": {"message": "stale request from an earlier test"}})
                return
            if state.failures or state.down_status is not None:
                status = state.failures.popleft() if state.failures else int(state.down_status or 0)
                self._send(status, {"error": {"message": f"injected failure {status}"}})
                return
            if self.path == "/v1/chat/completions":
                self._send(200, state._chat(body))
            elif self.path == "/v1/embeddings":
                self._send(200, state._embeddings(body))
            else:
                self._send(404, {"error": {"message": "not found"}})

    return Handler


def start_fake_openai(**kwargs: Any) -> FakeOpenAI:
    state = FakeOpenAI(**kwargs)
    state.server = ThreadingHTTPServer(("127.0.0.1", 0), _handler_for(state))
    thread = threading.Thread(target=state.server.serve_forever, daemon=True)
    thread.start()
    return state


def stop_fake_openai(state: FakeOpenAI) -> None:
    if state.server is not None:
        state.server.shutdown()
        state.server.server_close()
