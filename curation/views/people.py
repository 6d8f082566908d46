"""People and groups for admins: create accounts (a one-time password shown once) and deactivate
them; create personas, projects and systems and manage their members and roles."""

from __future__ import annotations

from typing import Any

from django import forms
from django.contrib import messages
from django.contrib.auth import get_user_model
from django.db.models import Count
from django.http import Http404, HttpResponse
from django.shortcuts import redirect
from django.urls import reverse
from django.views.decorators.http import require_http_methods, require_POST

from curation.views.common import curator_required, paginate, querystring, render
from memories.models import Persona, Project, System
from memories.services.people.accounts import (
    group_create,
    group_get,
    user_create,
    user_password_reset,
    user_set_active,
)
from memories.views.members import member_change, members_context
from memories.views.rendering import in_place_or_redirect, page_principal, redirect_after_post
from memory_project.errors import DomainError
from memory_project.htmx_messages import HtmxHttpRequest, flash_call
from palace.selectors import palace_counts_per_person

KINDS = ("persona", "project", "system")


class UserCreateForm(forms.Form):
    username = forms.CharField(max_length=150)
    email = forms.EmailField(required=False)
    admin = forms.BooleanField(required=False, label="Admin (curation pages, people, Django admin)")


class GroupCreateForm(forms.Form):
    kind = forms.ChoiceField(choices=[(k, k) for k in KINDS], initial="project")
    slug = forms.SlugField(max_length=64, help_text="What keys and the API name it by.")
    name = forms.CharField(max_length=200, required=False)


def _add_errors(form: forms.Form, exc: DomainError) -> None:
    for field, errors in exc.fields.items():
        for error in errors:
            form.add_error(field if field in form.fields else None, error)
    if not exc.fields:
        form.add_error(None, exc.message)


def _people(request: HtmxHttpRequest, form: UserCreateForm, **extra: Any) -> dict[str, Any]:
    users = (
        get_user_model()
        .objects.annotate(
            n_projects=Count("projects", distinct=True),
            n_personas=Count("personas", distinct=True),
            n_keys=Count("api_keys", distinct=True),
            **palace_counts_per_person(),  # a person's palace: counted, never listed
        )
        .order_by("-is_active", "username")
    )
    return {"form": form, "page": paginate(request, users), "qs": querystring(request), **extra}


@curator_required
@require_http_methods(["GET", "POST"])
def people(request: HtmxHttpRequest) -> HttpResponse:
    """Everyone with an account; the form creates one and shows its password once, here."""
    form = UserCreateForm(request.POST or None)
    created: dict[str, str] | None = None
    status = 200
    if request.method == "POST":
        if form.is_valid():
            try:
                user, password = user_create(principal=page_principal(request), **form.cleaned_data)
                created = {"username": user.username, "password": password}
                form = UserCreateForm()
            except DomainError as exc:
                _add_errors(form, exc)
                status = exc.status_code
        else:
            status = 400
    # No redirect after a creation: the password lives only in this one response.
    return render(request, "people", _people(request, form, created=created), status=status)


@curator_required
@require_POST
def person_active(request: HtmxHttpRequest, user_id: int) -> HttpResponse:
    active = request.POST.get("active") == "true"
    status = flash_call(
        request,
        lambda: user_set_active(principal=page_principal(request), user_id=user_id, active=active),
        done=lambda user: (
            f"{user.username} can sign in again."
            if active
            else f"{user.username} is deactivated: they cannot sign in and their keys stop now."
        ),
    )
    return in_place_or_redirect(
        request,
        reverse("curation:people"),
        lambda: render(request, "people", _people(request, UserCreateForm()), status=status),
    )


@curator_required
@require_POST
def person_password(request: HtmxHttpRequest, user_id: int) -> HttpResponse:
    """A new one-time password, shown once in this response (never redirected to)."""
    created: dict[str, str] | None = None
    status = 200
    try:
        user, password = user_password_reset(principal=page_principal(request), user_id=user_id)
        created = {"username": user.username, "password": password, "reset": "yes"}
    except DomainError as exc:
        messages.error(request, exc.message)
        status = exc.status_code
    context = _people(request, UserCreateForm(), created=created)
    return render(request, "people", context, status=status)


def _groups(form: GroupCreateForm) -> dict[str, Any]:
    return {
        "form": form,
        "sections": [
            ("persona", "Personas", Persona.objects.annotate(n=Count("members")).order_by("slug")),
            ("project", "Projects", Project.objects.annotate(n=Count("members")).order_by("slug")),
            ("system", "Systems", System.objects.annotate(n=Count("grants")).order_by("slug")),
        ],
    }


@curator_required
@require_http_methods(["GET", "POST"])
def groups(request: HtmxHttpRequest) -> HttpResponse:
    """Personas, projects and systems with their member counts; the form creates one."""
    form = GroupCreateForm(request.POST or None)
    status = 200
    if request.method == "POST":
        if form.is_valid():
            try:
                group = group_create(principal=page_principal(request), **form.cleaned_data)
                kind = form.cleaned_data["kind"]
                messages.success(request, f"Created {kind} {group.slug}: now add its members.")
                return redirect_after_post(
                    request, reverse("curation:group", args=[kind, group.slug])
                )
            except DomainError as exc:
                _add_errors(form, exc)
                status = exc.status_code
        else:
            status = 400
    return render(request, "groups", _groups(form), status=status)


@curator_required
@require_http_methods(["GET", "POST"])
def group_detail(request: HtmxHttpRequest, kind: str, slug: str) -> HttpResponse:
    """One persona, project or system: its members and their roles, changed in place."""
    try:
        group = group_get(kind=kind, slug=slug)
    except DomainError:
        raise Http404("No such group.") from None
    url = reverse("curation:group", args=[kind, group.slug])
    status = 200
    if request.method == "POST":
        status = flash_call(
            request,
            lambda: member_change(
                principal=page_principal(request), kind=kind, group=group, post=request.POST
            ),
            done=str,  # the change says what it did
        )
        if status == 200 and not request.htmx:
            return redirect(url)
    context = members_context(
        kind=kind, group=group, action=url, back=reverse("curation:groups"),
        back_label="All personas, projects and systems",
    )  # fmt: skip
    # An admin picks from the people there are (a manager's page lists none: not their directory).
    context["usernames"] = list(
        get_user_model().objects.filter(is_active=True).order_by("username")
        .values_list("username", flat=True)[:500]
    )  # fmt: skip
    return render(request, "group_members", context, status=status)
