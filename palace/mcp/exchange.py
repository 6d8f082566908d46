"""One POST to `/mcp`, served on the web request's own thread: the SDK's ASGI app runs on a
private event loop that this thread drives, and the Django work of a tool runs on this thread
too, while that loop is paused — no hand-off between threads and no second database connection.
The thread keeps its loop from one POST to the next (making and closing one cost each call
about 0.3 ms of CPU); each POST leaves it with no task running.
"""

from __future__ import annotations

import asyncio
import logging
import threading
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

from memories.models import ApiKey
from palace.mcp.dispatch import Origin

logger = logging.getLogger("palace.mcp")

T = TypeVar("T")
_thread = threading.local()


def _thread_loop() -> asyncio.AbstractEventLoop:
    """This thread's event loop for `/mcp` POSTs, made on its first one."""
    loop: asyncio.AbstractEventLoop | None = getattr(_thread, "loop", None)
    if loop is None or loop.is_closed():
        loop = _thread.loop = asyncio.new_event_loop()
    return loop


async def _bounded(coro: Coroutine[Any, Any, T], timeout: float) -> T:
    async with asyncio.timeout(timeout):
        return await coro


class Exchange:
    """The key the view authenticated, where the call came from, and the loop of this one POST.

    `run` drives the loop until the coroutine is done. A handler's `await run_sync(fn)` stops
    the loop and `run` calls `fn` on this thread, where no loop is running (so the ORM accepts
    it), then resumes the loop with the result. `defer` keeps work (the audit row) for
    `after_response`, which the view's response runs once its body has been sent."""

    def __init__(self, *, key: ApiKey, origin: Origin) -> None:
        self.key = key
        self.origin = origin
        self._loop = _thread_loop()
        self._work: tuple[Callable[[], Any], asyncio.Future[Any]] | None = None
        self._deferred: list[Callable[[], None]] = []

    async def run_sync(self, fn: Callable[[], T]) -> T:
        future: asyncio.Future[T] = self._loop.create_future()
        self._work = (fn, future)
        self._loop.stop()
        return await future

    def run(self, coro: Coroutine[Any, Any, T], *, timeout: float) -> T:
        """The coroutine's result; TimeoutError after `timeout` seconds (checked by the loop,
        so a tool's own work is never cut off half-way)."""
        loop = self._loop
        task = loop.create_task(_bounded(coro, timeout))
        task.add_done_callback(lambda _: loop.stop())
        try:
            while True:
                loop.run_forever()
                if self._work is not None:
                    fn, future = self._work
                    self._work = None
                    try:
                        future.set_result(fn())
                    except Exception as exc:  # the handler's await raises it
                        future.set_exception(exc)
                elif task.done():
                    return task.result()
        finally:
            self._close()

    def _close(self) -> None:
        """Cancel what the POST left running, so the thread's loop starts the next one idle."""
        loop = self._loop
        pending = [task for task in asyncio.all_tasks(loop) if not task.done()]
        for task in pending:
            task.cancel()
        if pending:
            loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))

    def defer(self, work: Callable[[], None]) -> None:
        self._deferred.append(work)

    def after_response(self) -> None:
        """The deferred work, in order; a failure is logged and the rest still runs."""
        work, self._deferred = self._deferred, []
        for item in work:
            try:
                item()
            except Exception:
                logger.exception("MCP work after the response failed")
