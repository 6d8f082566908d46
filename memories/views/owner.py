"""/memory pages for what only a memory's owner does: correct its text, and ask curators to
decide about it (approve, share with everyone, erase every copy) or withdraw that request."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.http import HttpResponse
from django.views.decorators.http import require_POST

from memories.models import CuratorRequest
from memories.services.lifecycle.governance import memory_ask_curators
from memories.services.store.memory import memory_update
from memories.views.memories import back_to_detail
from memories.views.rendering import page_principal
from memory_project.htmx_messages import HtmxHttpRequest, flash_call

REQUEST_DONE = {
    CuratorRequest.APPROVAL: "Asked: curators can now read this memory to approve it.",
    CuratorRequest.SHARE: "Asked: curators can now read this memory to share it with everyone.",
    CuratorRequest.ERASURE: "Asked: curators can now read this memory to erase it and its copies.",
    "": "Request withdrawn: this memory is closed to curators again.",
}


@login_required
@require_POST
def memory_correct(request: HtmxHttpRequest, memory_id: str) -> HttpResponse:
    """Correct the text (and recall hint): the old wording becomes a revision (the write rule:
    the owner, a manager of its project or system, or a curator who may reach it)."""
    flash_call(
        request,
        lambda: memory_update(
            principal=page_principal(request),
            memory_id=memory_id,
            content=request.POST.get("content", ""),
            recall_hint=request.POST.get("recall_hint"),
        ),
        done="Corrected: the earlier wording is kept in its history.",
    )
    return back_to_detail(request, memory_id)


@login_required
@require_POST
def memory_ask(request: HtmxHttpRequest, memory_id: str) -> HttpResponse:
    """The owner asks curators about her memory, or withdraws the request (`request=""`)."""
    asked = request.POST.get("request", "")
    flash_call(
        request,
        lambda: memory_ask_curators(
            principal=page_principal(request), memory_id=memory_id, request=asked
        ),
        done=REQUEST_DONE.get(asked, "Done."),
    )
    return back_to_detail(request, memory_id)
