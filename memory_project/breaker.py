"""A per-process circuit breaker: after a dependency fails, leave it alone for a few seconds.

While Redis is stopped or paused, every call to it costs its timeout; the breaker makes one
request pay that and lets the next ones go straight to their fallback until it is time to try
again. It logs in words when it opens and when the dependency is back.
"""

from __future__ import annotations

import logging
import threading
import time

logger = logging.getLogger("memory_project.breaker")


class Breaker:
    """Open after a failure for `retry_after` seconds; closed again by the next success."""

    def __init__(self, name: str, *, fallback: str) -> None:
        self.name = name
        self.fallback = fallback
        self._lock = threading.Lock()
        self._open_until = 0.0
        self._failing = False

    def allows_call(self) -> bool:
        """True when the dependency may be tried now (closed, or its pause is over)."""
        return time.monotonic() >= self._open_until

    def failed(self, exc: BaseException, *, retry_after: float) -> None:
        with self._lock:
            self._open_until = time.monotonic() + retry_after
            first = not self._failing
            self._failing = True
        if first:
            logger.warning(
                "%s is unavailable (%s: %s); %s, trying it again every %.0f s.",
                self.name, type(exc).__name__, exc, self.fallback, retry_after,
            )  # fmt: skip

    def succeeded(self) -> None:
        if not self._failing:
            return
        with self._lock:
            was_failing, self._failing, self._open_until = self._failing, False, 0.0
        if was_failing:
            logger.warning("%s is back; %s no longer.", self.name, self.fallback)
