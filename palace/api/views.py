"""Views of the palace API: ingest conversations, end them (mining → 202), browse, resolve."""

from __future__ import annotations

from typing import Any

from django.db.models import Count
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework.request import Request
from rest_framework.response import Response

from memories.api.auth import ApiView, principal_from_request, validated_body
from memories.api.views import READ_ERRORS, WRITE_ERRORS, render_written
from memories.scoping import Principal
from palace import selectors
from palace.api.serializers import (
    ConversationCreateIn,
    ConversationMessagesIn,
    ConversationMessagesQueryIn,
    ConversationOut,
    DrawerOut,
    EraseIn,
    ExtractIn,
    ExtractOut,
    MessageListOut,
    MessageOut,
    MessagePopOut,
    MessagesAddedOut,
    MessagesClearedOut,
    WingDetailOut,
    WingListOut,
)
from palace.models import Conversation
from palace.pointers import POINTER_PATTERN, format_pointer
from palace.services.conversations import (
    MessageIn,
    conversation_add_messages,
    conversation_clear,
    conversation_end,
    conversation_get,
    conversation_ingest,
    conversation_mine_request,
    conversation_pop_message,
)
from palace.services.erasure import conversation_erase, drawer_erase
from palace.services.extract import turn_extract

TAG = ["palace"]


def _messages(items: list[dict[str, Any]]) -> list[MessageIn]:
    return [MessageIn(**item) for item in items]


def _conversation_out(conversation: Conversation) -> dict[str, Any]:
    annotated = Conversation.objects.annotate(message_count=Count("messages")).get(
        pk=conversation.pk
    )
    return dict(ConversationOut(annotated).data)


def _with_conversation(
    principal: Principal, conversation_id: str, body: dict[str, Any], status: int = 200
) -> Response:
    """A change to a conversation's messages answers with what it did and the conversation."""
    conversation = conversation_get(principal=principal, conversation_id=conversation_id)
    return Response({**body, "conversation": _conversation_out(conversation)}, status=status)


class ConversationCreateApi(ApiView):
    @extend_schema(
        tags=TAG,
        operation_id="conversation_create",
        request=ConversationCreateIn,
        responses={201: ConversationOut, 200: ConversationOut, **WRITE_ERRORS},
        description="Ingest a conversation. Idempotent by `external_id`: the same id returns "
        "the same conversation (200) instead of a new one (201).",
    )
    def post(self, request: Request) -> Response:
        values = validated_body(request, ConversationCreateIn)
        conversation, created = conversation_ingest(
            principal=principal_from_request(request),
            external_id=values["external_id"],
            title=values["title"],
            subject=values["subject"],
            session_key=values["session"],
            started_at=values["started_at"],
            messages=_messages(values["messages"]),
            session_only=values["session_only"],
        )
        return Response(_conversation_out(conversation), status=201 if created else 200)


class ConversationMessagesApi(ApiView):
    query_in = {"get": ConversationMessagesQueryIn}

    @extend_schema(
        tags=TAG,
        operation_id="conversation_messages",
        responses={200: MessageListOut, **READ_ERRORS},
        description="The conversation's messages, newest `limit` first chosen, returned oldest "
        "first; `earlier` pages back.",
    )
    def get(self, request: Request, conversation_id: str) -> Response:
        page = selectors.conversation_messages(
            principal=principal_from_request(request),
            conversation_id=conversation_id,
            limit=self.query["limit"],
            before=self.query["before"],
        )
        results = MessageOut(page.messages, many=True).data
        return Response({"results": results, "earlier": page.earlier})

    @extend_schema(
        tags=TAG,
        operation_id="conversation_clear",
        request=None,
        responses={200: MessagesClearedOut, **WRITE_ERRORS},
        description="Remove every message of an open conversation (it stays, to be written "
        "again); 409 once it has ended.",
    )
    def delete(self, request: Request, conversation_id: str) -> Response:
        principal = principal_from_request(request)
        removed = conversation_clear(principal=principal, conversation_id=conversation_id)
        return _with_conversation(principal, conversation_id, {"removed": removed})

    @extend_schema(
        tags=TAG,
        operation_id="conversation_add_messages",
        request=ConversationMessagesIn,
        responses={201: MessagesAddedOut, **WRITE_ERRORS},
    )
    def post(self, request: Request, conversation_id: str) -> Response:
        data = validated_body(request, ConversationMessagesIn)
        principal = principal_from_request(request)
        added = conversation_add_messages(
            principal=principal,
            conversation_id=conversation_id,
            messages=_messages(data["messages"]),
        )
        return _with_conversation(principal, conversation_id, {"added": len(added)}, 201)


class ConversationLastMessageApi(ApiView):
    @extend_schema(
        tags=TAG,
        operation_id="conversation_pop_message",
        request=None,
        responses={200: MessagePopOut, **WRITE_ERRORS},
        description="Remove the last message of an open conversation and return it (null when "
        "it has none); 409 once it has ended.",
    )
    def delete(self, request: Request, conversation_id: str) -> Response:
        principal = principal_from_request(request)
        message = conversation_pop_message(principal=principal, conversation_id=conversation_id)
        body = MessageOut(message).data if message is not None else None
        return _with_conversation(principal, conversation_id, {"message": body})


class ConversationEndApi(ApiView):
    @extend_schema(
        tags=TAG,
        operation_id="conversation_end",
        request=None,
        responses={202: ConversationOut, **WRITE_ERRORS},
        description="End the conversation; mining is queued and runs in the background.",
    )
    def post(self, request: Request, conversation_id: str) -> Response:
        conversation = conversation_end(
            principal=principal_from_request(request), conversation_id=conversation_id
        )
        return Response(_conversation_out(conversation), status=202)


class ExtractApi(ApiView):
    @extend_schema(
        tags=TAG,
        operation_id="extract",
        request=ExtractIn,
        responses={201: ExtractOut, **WRITE_ERRORS},
        description="Extract the facts of one exchange (the LLM when configured, the offline"
        " extractor otherwise) and save them now (session scope when a session is given).",
    )
    def post(self, request: Request) -> Response:
        principal = principal_from_request(request)
        data = validated_body(request, ExtractIn)
        result = turn_extract(
            principal=principal,
            user_turn=data["user_turn"],
            assistant_turn=data["assistant_turn"],
            scope=data.get("scope"),
            scope_ref=data["scope_ref"],
            session=data["session"],
        )
        facts = [
            {**render_written(fact.memory, principal), "deduplicated": fact.deduplicated}
            for fact in result.facts
        ]
        return Response({"extractor": result.extractor, "facts": facts}, status=201)


class ConversationMineApi(ApiView):
    @extend_schema(
        tags=TAG,
        operation_id="conversation_mine",
        request=None,
        responses={202: ConversationOut, **WRITE_ERRORS},
        description="Queue mining of an ended conversation now (for when auto-mine is off).",
    )
    def post(self, request: Request, conversation_id: str) -> Response:
        conversation = conversation_mine_request(
            principal=principal_from_request(request), conversation_id=conversation_id
        )
        return Response(_conversation_out(conversation), status=202)


class ConversationEraseApi(ApiView):
    @extend_schema(
        tags=TAG,
        operation_id="conversation_erase",
        request=EraseIn,
        responses={204: None, **WRITE_ERRORS},
        description="Delete a conversation for good with everything derived from it (messages, "
        "drawers, mined facts, graph rows only it supported). Only a person (the owner or an "
        "admin, signed in) who types the conversation's id; agents' keys get 403.",
    )
    def post(self, request: Request, conversation_id: str) -> Response:
        data = validated_body(request, EraseIn)
        conversation_erase(
            principal=principal_from_request(request),
            conversation_id=conversation_id,
            confirm=data["confirm"],
        )
        return Response(status=204)


class DrawerEraseApi(ApiView):
    @extend_schema(
        tags=TAG,
        operation_id="drawer_erase",
        request=EraseIn,
        responses={204: None, **WRITE_ERRORS},
        description="Delete one drawer for good: its message, the facts mined from its turn, "
        "graph rows only it supported. A person (owner or admin) who types the drawer's id.",
    )
    def post(self, request: Request, drawer_id: int) -> Response:
        data = validated_body(request, EraseIn)
        drawer_erase(
            principal=principal_from_request(request),
            drawer_id=drawer_id,
            confirm=data["confirm"],
        )
        return Response(status=204)


class ConversationDetailApi(ApiView):
    @extend_schema(
        tags=TAG,
        operation_id="conversation_get",
        responses={200: ConversationOut, **READ_ERRORS},
    )
    def get(self, request: Request, conversation_id: str) -> Response:
        conversation = conversation_get(
            principal=principal_from_request(request), conversation_id=conversation_id
        )
        return Response(_conversation_out(conversation))


class WingListApi(ApiView):
    @extend_schema(
        tags=TAG, operation_id="palace_wings", responses={200: WingListOut, **READ_ERRORS}
    )
    def get(self, request: Request) -> Response:
        wings = selectors.wing_list(principal=principal_from_request(request))
        return Response(WingListOut({"results": wings}).data)


class WingDetailApi(ApiView):
    @extend_schema(
        tags=TAG, operation_id="palace_wing", responses={200: WingDetailOut, **READ_ERRORS}
    )
    def get(self, request: Request, wing_id: int) -> Response:
        wing = selectors.wing_get(principal=principal_from_request(request), wing_id=wing_id)
        rooms = [
            {
                "id": room.pk,
                "number": room.number,
                "title": room.title,
                "pointer": format_pointer(wing.number, room.number),
                "started_at": room.started_at,
                "conversation_id": room.conversation_id,
                "closets": list(room.closets.all()),
            }
            for room in wing.rooms.all()
        ]
        body = {"id": wing.pk, "number": wing.number, "name": wing.name, "kind": wing.kind,
                "reason": wing.reason}  # fmt: skip
        return Response(WingDetailOut({**body, "rooms": rooms}).data)


class DrawerDetailApi(ApiView):
    @extend_schema(
        tags=TAG, operation_id="palace_drawer", responses={200: DrawerOut, **READ_ERRORS}
    )
    def get(self, request: Request, drawer_id: int) -> Response:
        drawer = selectors.drawer_get(
            principal=principal_from_request(request), drawer_id=drawer_id
        )
        return Response(DrawerOut(drawer).data)


class PointerResolveApi(ApiView):
    @extend_schema(
        tags=TAG,
        operation_id="palace_resolve",
        parameters=[
            OpenApiParameter(
                "pointer",
                {"type": "string", "pattern": POINTER_PATTERN},
                OpenApiParameter.PATH,
                description="e.g. W-042/R-11/D-007",
            )
        ],
        responses={200: DrawerOut, **READ_ERRORS},
    )
    def get(self, request: Request, pointer: str) -> Response:
        drawer = selectors.drawer_resolve(
            principal=principal_from_request(request), pointer=pointer
        )
        return Response(DrawerOut(drawer).data)
