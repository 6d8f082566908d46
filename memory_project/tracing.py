"""OpenTelemetry traces, only when `OTEL_EXPORTER_OTLP_ENDPOINT` is set.

Unset, nothing of OpenTelemetry is imported and every helper here is a no-op. Set, each process
(gunicorn worker, Celery worker child) builds its own tracer provider on first use, exporting
over OTLP/HTTP: spans for HTTP requests, Celery tasks (joined to the request that queued them
through a `traceparent` task header), SQL statements and embedder calls.
"""

from __future__ import annotations

import contextlib
import os
import threading
from collections.abc import Callable, Iterator, Mapping, MutableMapping
from typing import Any

_lock = threading.Lock()
_state: dict[str, Any] = {"pid": None, "tracer": None, "provider": None}
_tasks: dict[str, tuple[Any, Any]] = {}  # task id -> (span, context token)
MAX_STATEMENT_CHARS = 2000


def enabled() -> bool:
    return bool(os.environ.get("OTEL_EXPORTER_OTLP_ENDPOINT", "").strip())


def _tracer() -> Any:
    """This process's tracer (a forked child builds its own exporter thread)."""
    if not enabled():
        return None
    pid = os.getpid()
    if _state["pid"] == pid:
        return _state["tracer"]
    with _lock:
        if _state["pid"] != pid:
            from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
            from opentelemetry.sdk.resources import Resource
            from opentelemetry.sdk.trace import TracerProvider
            from opentelemetry.sdk.trace.export import BatchSpanProcessor

            name = os.environ.get("OTEL_SERVICE_NAME", "").strip() or "memory-layer"
            provider = TracerProvider(resource=Resource.create({"service.name": name}))
            provider.add_span_processor(BatchSpanProcessor(OTLPSpanExporter()))
            _state.update(pid=pid, provider=provider, tracer=provider.get_tracer("memory_layer"))
    return _state["tracer"]


def flush() -> None:
    """Send the spans still buffered (a process about to exit)."""
    provider = _state["provider"]
    if provider is not None and _state["pid"] == os.getpid():
        provider.force_flush()


def span(
    name: str, attributes: Mapping[str, Any] | None = None
) -> contextlib.AbstractContextManager[Any]:
    tracer = _tracer()
    if tracer is None:
        return contextlib.nullcontext()
    return tracer.start_as_current_span(name, attributes=dict(attributes or {}))  # type: ignore[no-any-return]


@contextlib.contextmanager
def server_span(name: str, headers: Mapping[str, str]) -> Iterator[Any]:
    """A SERVER span continuing the caller's trace (its `traceparent` header), SQL traced within."""
    tracer = _tracer()
    if tracer is None:
        yield None
        return
    from django.db import connection
    from opentelemetry.propagate import extract
    from opentelemetry.trace import SpanKind

    with (
        tracer.start_as_current_span(
            name, context=extract(headers), kind=SpanKind.SERVER
        ) as current,
        connection.execute_wrapper(_sql_span),
    ):
        yield current


def inject(carrier: MutableMapping[str, Any]) -> None:
    """Write the current trace's `traceparent` into a task's headers."""
    if _tracer() is None:
        return
    from opentelemetry.propagate import inject as otel_inject

    otel_inject(carrier)


def task_started(task_id: str, name: str, carrier: Callable[[str], Any]) -> None:
    """Open a task's span, a child of the request that queued it, with its SQL traced within."""
    tracer = _tracer()
    if tracer is None:
        return
    from django.db import connection
    from opentelemetry.propagate import extract
    from opentelemetry.trace import SpanKind

    headers = {key: str(carrier(key)) for key in ("traceparent", "tracestate") if carrier(key)}
    stack = contextlib.ExitStack()
    current = stack.enter_context(
        tracer.start_as_current_span(
            f"celery.task {name}",
            context=extract(headers),
            kind=SpanKind.CONSUMER,
            attributes={"celery.task_name": name},
        )
    )
    stack.enter_context(connection.execute_wrapper(_sql_span))
    _tasks[task_id] = (current, stack)


def task_finished(task_id: str, state: str) -> None:
    entry = _tasks.pop(task_id, None)
    if entry is None:
        return
    current, stack = entry
    current.set_attribute("celery.state", state)
    stack.close()


def _sql_span(execute: Callable[..., Any], sql: str, params: Any, many: bool, context: Any) -> Any:
    # The statement with its placeholders, never its parameters (they hold memory content).
    statement = str(sql)[:MAX_STATEMENT_CHARS]
    with span("sql", {"db.system": "postgresql", "db.statement": statement}):
        return execute(sql, params, many, context)


def current_ids() -> dict[str, str]:
    """The current trace and span ids (for log lines), or nothing when tracing is off."""
    if _state["tracer"] is None or _state["pid"] != os.getpid():
        return {}
    from opentelemetry import trace

    ctx = trace.get_current_span().get_span_context()
    if not ctx.is_valid:
        return {}
    return {"trace_id": f"{ctx.trace_id:032x}", "span_id": f"{ctx.span_id:016x}"}
