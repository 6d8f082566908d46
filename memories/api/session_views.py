"""GET /api/v1/sessions/{session}/recent: a session's short-term memory."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response

from memories.api.auth import ApiView, principal_from_request
from memories.api.serializers import ApiErrorOut
from memories.models import RULE_READ
from memories.scoping import short_term_key_reach
from memories.services.rules.validation import MAX_IDENTIFIER_CHARS, check_identifier
from memories.services.short_term import recent_turns_read
from memory_project.errors import NotFound


class RecentTurnOut(serializers.Serializer[Any]):
    role = serializers.CharField()
    speaker = serializers.CharField()
    content = serializers.CharField()


class RecentTurnsOut(serializers.Serializer[Any]):
    session = serializers.CharField()
    turns = RecentTurnOut(many=True)


class RecentTurnsApi(ApiView):
    required_rule = RULE_READ

    @extend_schema(
        operation_id="session_recent",
        tags=["recall"],
        responses={
            200: RecentTurnsOut,
            **{s: OpenApiResponse(ApiErrorOut) for s in (400, 401, 403, 404, 429, 503)},
        },
        summary="The last turns of one of your sessions (short-term memory)",
    )
    def get(self, request: Request, session: str) -> Response:
        principal = principal_from_request(request)
        key = check_identifier("session", session, max_chars=MAX_IDENTIFIER_CHARS)
        turns = recent_turns_read(
            owner_id=principal.user_id, session=key, only_key=short_term_key_reach(principal)
        )
        if not turns:  # never kept, expired, or another person's session: all look the same
            raise NotFound("No recent turns for this session.")
        shown = [{"role": t.role, "speaker": t.speaker, "content": t.content} for t in turns]
        return Response({"session": key, "turns": shown})  # refs are for erasure, not shown
