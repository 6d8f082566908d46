"""What every curation page shares: the admin gate (scoping.is_admin), partial-or-page rendering, POST/redirect/GET."""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import Any

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.core.paginator import Page, Paginator
from django.db.models import QuerySet
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect
from django.utils.http import url_has_allowed_host_and_scheme

from memories.scoping import is_admin
from memories.views.rendering import render_partial
from memory_project.htmx_messages import HtmxHttpRequest

PAGE = "curation/page.html"
PER_PAGE = 25

View = Callable[..., HttpResponse]


def curator_required(view: View) -> View:
    """Signed out → login redirect; signed in but not an admin (scoping.is_admin) → 403."""

    @wraps(view)
    def wrapped(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
        if not is_admin(request.user):
            raise PermissionDenied("Curation pages are for admins.")
        return view(request, *args, **kwargs)

    return login_required(wrapped)


def render(
    request: HtmxHttpRequest, partial: str, context: dict[str, Any], *, status: int = 200
) -> HttpResponse:
    """The partial alone for htmx, else the curation page around it (`Vary: HX-Request`)."""
    return render_partial(
        request,
        f"curation/partials/{partial}.html",
        context,
        page=PAGE,
        status=status,
    )


def paginate(
    request: HttpRequest, items: QuerySet[Any] | list[Any], per_page: int = PER_PAGE
) -> Page[Any]:
    return Paginator(items, per_page).get_page(request.GET.get("page"))


def back(request: HttpRequest, fallback: str) -> HttpResponse:
    """The no-JS end of a POST: redirect to the page it came from (same filters and page)."""
    target = request.POST.get("next") or ""
    if not url_has_allowed_host_and_scheme(
        target, allowed_hosts={request.get_host()}, require_https=request.is_secure()
    ) or not target.startswith("/curation/"):
        target = fallback
    return redirect(target)


def row_answer(
    request: HtmxHttpRequest,
    fallback: str,
    in_place: Callable[[], HttpResponse],
    *,
    note: str = "",
    error: str = "",
) -> HttpResponse:
    """A row action's answer: htmx gets its part again (`in_place()`, which shows the note or
    error itself); a plain browser the page it came from, with it as a flash message."""
    if request.htmx:
        return in_place()
    if error:
        messages.error(request, error)
    else:
        messages.success(request, note)
    return back(request, fallback)


def querystring(request: HttpRequest) -> str:
    """The current query string without `page` (pager links add their own)."""
    params = request.GET.copy()
    params.pop("page", None)
    return params.urlencode()
