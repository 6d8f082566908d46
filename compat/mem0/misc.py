"""The handshake and what mem0's platform has that we do not: `GET /v1/ping/`, and a clear 404
naming what is not supported for any other path under `/mem0/` (never a redirect: the clients
do not follow one)."""

from __future__ import annotations

from django.http import HttpRequest, JsonResponse
from rest_framework.request import Request
from rest_framework.response import Response

from compat.mem0.base import Mem0View
from memories.api.auth import principal_from_request
from memories.models import ApiKey, Project


class Mem0PingView(Mem0View):
    """mem0's key check: `status: ok` (the TypeScript client refuses anything else), the
    organisation (this installation), the project the key is bound to, who holds the key."""

    def get(self, request: Request) -> Response:
        principal = principal_from_request(request)
        project = None
        if principal.bound_project_id is not None:
            project = Project.objects.filter(pk=principal.bound_project_id).first()
        email = ""
        if isinstance(request.auth, ApiKey):
            email = request.auth.user.email or ""
        return Response({
            "status": "ok",
            "org_id": "memory-layer",
            "project_id": project.slug if project is not None else None,
            "user_email": email or principal.username,
        })  # fmt: skip


def not_supported(request: HttpRequest, rest: str = "") -> JsonResponse:
    """Any other path of mem0's platform: 404 naming it, in mem0's error shape."""
    path = request.path.removeprefix("/mem0")
    detail = (
        f"{request.method} {path} is not supported by Memory Layer's mem0 surface"
        " (see docs/mem0.md for the routes it serves)."
    )
    return JsonResponse({"detail": detail, "code": "not_supported"}, status=404)
