"""gunicorn's access log, with a private URL's route in place of its path and query string.

The request observer (`memory_project.request_log`) leaves the route of a request whose path
holds a session key in the WSGI environ; this logger writes that route where the request line,
path and query string would be, so the access log names `api:session-recent`, never the key.
"""

from __future__ import annotations

from typing import Any

from gunicorn.glogging import Logger  # type: ignore[import-untyped]

from memory_project.request_log import PRIVATE_ROUTE_ENVIRON

START_PROBE_AGENT = "memory-layer-start-probe"  # serve.py's and cluster.py's polls


class RouteAccessLogger(Logger):
    """gunicorn's own logger; only the atoms of a private request change, and the service's
    own start-up polls (`START_PROBE_AGENT`) are left out: dozens of "GET /readyz 503" while
    the model loads would bury the address and the first password."""

    def access(self, resp: Any, req: Any, environ: dict[str, Any], request_time: Any) -> None:
        if environ.get("HTTP_USER_AGENT") == START_PROBE_AGENT:
            return
        super().access(resp, req, environ, request_time)

    def atoms(self, resp: Any, req: Any, environ: dict[str, Any], request_time: Any) -> Any:
        route = environ.get(PRIVATE_ROUTE_ENVIRON)
        if route is not None:
            environ = {**environ, "RAW_URI": route, "PATH_INFO": route, "QUERY_STRING": ""}
            if "REQUEST_URI" in environ:
                environ["REQUEST_URI"] = route
        return super().atoms(resp, req, environ, request_time)
