"""How every page answers: an htmx request gets its partial only, a plain one the whole page."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.contrib import admin
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.cache import patch_vary_headers

from memories.scoping import Principal, is_admin, principal_for_user
from memory_project.htmx_messages import HtmxHttpRequest


def render_partial(
    request: HtmxHttpRequest,
    partial: str,
    context: dict[str, Any],
    *,
    page: str,
    status: int = 200,
) -> HttpResponse:
    """`partial` alone for htmx (it owns its root element and id); else `page` around it."""
    if request.htmx:
        response = render(request, partial, context, status=status)
    else:
        response = render(request, page, {**context, "partial": partial}, status=status)
    patch_vary_headers(response, ["HX-Request"])
    return response


def page_principal(request: HttpRequest) -> Principal:
    """The signed-in person as a Principal (views are behind login_required)."""
    return principal_for_user(request.user)  # type: ignore[arg-type]


def admin_flag(request: HttpRequest) -> dict[str, bool]:
    """Template context for the nav: `is_admin` by the one definition (scoping.is_admin), and
    `may_open_admin`: whether Django's admin site would let this person in (its own check)."""
    user = getattr(request, "user", None)
    return {
        "is_admin": is_admin(user),
        "may_open_admin": user is not None and bool(admin.site.has_permission(request)),
    }


def redirect_after_post(request: HtmxHttpRequest, url: str) -> HttpResponse:
    """After a form that removed what the page showed: htmx follows `HX-Redirect`, a plain
    browser a 302."""
    if request.htmx:
        response = HttpResponse(status=204)
        response["HX-Redirect"] = url
        return response
    return redirect(url)


def in_place_or_redirect(
    request: HtmxHttpRequest, url: str, again: Callable[[], HttpResponse]
) -> HttpResponse:
    """After a form that changed a part of the page: htmx gets `again()` (the part, its flash
    messages riding along), a plain browser a redirect to `url` (POST/redirect/GET)."""
    return again() if request.htmx else redirect(url)
