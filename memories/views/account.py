"""/memory/settings (what recall and mining do for you) and /memory/keys (your agents' keys)."""

from __future__ import annotations

from datetime import timedelta

from django import forms
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpResponse
from django.shortcuts import redirect
from django.urls import reverse
from django.utils import timezone
from django.views.decorators.http import require_http_methods, require_POST

from memories.embeddings.registry import get_embedder
from memories.models import ALL_RULES, TOP_K_MAX, ApiKey, Persona, Project
from memories.scoping import persona_withholds
from memories.services.people.api_keys import (
    api_key_create,
    api_key_revoke,
    api_key_set_recall,
    api_key_set_trusted_to_pin,
)
from memories.services.people.persona_tools import ToolsWarning, persona_tools_warning
from memories.services.people.preferences import memory_settings_for, memory_settings_update
from memories.services.upkeep.reconcile import embedding_coverage
from memories.views.rendering import in_place_or_redirect, page_principal, render_partial
from memory_project.htmx_messages import HtmxHttpRequest, flash_call

PAGE = "memories/page.html"


class MemorySettingsForm(forms.Form):
    enabled = forms.BooleanField(required=False, label="Memory is on")
    top_k = forms.IntegerField(
        min_value=1, max_value=TOP_K_MAX, label="Memories per recall (top-k)"
    )
    use_rerank = forms.NullBooleanField(
        required=False,
        label="Rerank the top 20 with the LLM",
        widget=forms.Select(
            choices=[("unknown", "The installation's default"), ("true", "On"), ("false", "Off")]
        ),
    )
    embedding_model = forms.ChoiceField(label="Embedding model", required=False)
    rerank_model = forms.CharField(
        label="Rerank model (empty: the installation's LLM model)", required=False, max_length=200
    )
    auto_mine = forms.BooleanField(required=False, label="Mine conversations when they end")

    def __init__(self, *args: object, models: list[str], **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        field = self.fields["embedding_model"]
        assert isinstance(field, forms.ChoiceField)
        field.choices = [("", "The installation's model"), *((m, m) for m in models)]


def _models() -> list[str]:
    """Models with vectors in the index: choosing one of these never compares two models."""
    configured = get_embedder().model
    indexed = {str(row["model"]) for row in embedding_coverage() if row.get("model")}
    return sorted({m for m in (configured, *indexed) if m})


@login_required
@require_http_methods(["GET", "POST"])
def memory_settings(request: HtmxHttpRequest) -> HttpResponse:
    principal = page_principal(request)
    row = memory_settings_for(user_id=principal.user_id)
    initial = {f: getattr(row, f) for f in MemorySettingsForm.base_fields}
    form = MemorySettingsForm(request.POST or None, initial=initial, models=_models())
    status = 200
    if request.method == "POST":
        if form.is_valid():
            memory_settings_update(user_id=principal.user_id, **form.cleaned_data)
            messages.success(request, "Settings saved.")
            if not request.htmx:
                return redirect(reverse("memory-settings"))
        else:
            status = 400
    return render_partial(
        request, "memories/partials/memory_settings.html", {"form": form}, page=PAGE, status=status
    )


class _SlugChoice(forms.ModelChoiceField):  # type: ignore[type-arg]
    """A persona or project offered by name and slug (the slug is what the API and keys use)."""

    def label_from_instance(self, obj: Persona | Project) -> str:
        return f"{obj.name} ({obj.slug})"


class ApiKeyForm(forms.Form):
    name = forms.CharField(max_length=100, required=False, label="Label")
    rules = forms.MultipleChoiceField(
        choices=[(r, r) for r in ALL_RULES], initial=list(ALL_RULES),
        widget=forms.CheckboxSelectMultiple,
        help_text="memory.read: recall, list, context; memory.manage: save, correct, forget.",
    )  # fmt: skip
    write_cap = forms.IntegerField(min_value=1, required=False, label="Write cap per run")
    writes_per_hour = forms.IntegerField(
        min_value=1, required=False, label="Writes per hour (empty: the installation's default)"
    )
    expires_in_days = forms.IntegerField(min_value=1, max_value=3650, required=False)
    persona = _SlugChoice(
        queryset=Persona.objects.none(), required=False, label="Acts as persona",
        empty_label="(none: acts as you)",
    )  # fmt: skip
    project = _SlugChoice(
        queryset=Project.objects.none(), required=False, label="Limited to project",
        empty_label="(none)",
    )  # fmt: skip
    reads_private = forms.BooleanField(
        required=False,
        label="A bound key also reads my private memories",
        help_text="Off: a key bound to a persona or project reads only that binding's "
        "memories and what is shared with everyone.",
    )

    def __init__(self, *args: object, user_id: int, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        # Only what the person belongs to is offered (the service checks it again).
        persona = self.fields["persona"]
        project = self.fields["project"]
        assert isinstance(persona, forms.ModelChoiceField)
        assert isinstance(project, forms.ModelChoiceField)
        personas = Persona.objects.filter(members__pk=user_id).order_by("slug")
        projects = Project.objects.filter(members__pk=user_id).order_by("slug")
        persona.queryset, project.queryset = personas, projects
        # An empty list says why, so nobody hunts for a binding they cannot have yet.
        for field, noun, offered in (
            (persona, "persona", personas),
            (project, "project", projects),
        ):
            if not offered.exists():
                field.help_text = (
                    f"You are in no {noun} yet; an admin adds you to one under "
                    "Curation → Groups, and then it is offered here."
                )
        quiet = [p.slug for p in personas if persona_withholds(ALL_RULES, p.allowed_tools)]
        if quiet:
            persona.help_text = (
                f"Not opted in to every memory tool yet: {', '.join(quiet)}. A key bound to "
                "one gets none of the memory tools it has not allowed: MCP lists none of them "
                "and REST answers 403."
            )


@login_required
@require_http_methods(["GET", "POST"])
def api_keys(request: HtmxHttpRequest) -> HttpResponse:
    """List, create (the key is shown once, right here) and revoke your API keys."""
    user_id = page_principal(request).user_id
    form = ApiKeyForm(request.POST or None, user_id=user_id)
    new_key: str | None = None
    warning: ToolsWarning | None = None
    status = 200
    if request.method == "POST":
        if form.is_valid():
            days = form.cleaned_data["expires_in_days"]
            created, new_key = api_key_create(
                user=request.user,  # type: ignore[arg-type]
                name=form.cleaned_data["name"],
                rules=form.cleaned_data["rules"],
                write_cap=form.cleaned_data["write_cap"],
                writes_per_hour=form.cleaned_data["writes_per_hour"],
                expires_at=timezone.now() + timedelta(days=days) if days else None,
                persona=form.cleaned_data["persona"],
                project=form.cleaned_data["project"],
                reads_private=form.cleaned_data["reads_private"],
            )
            form = ApiKeyForm(user_id=user_id)
            warning = persona_tools_warning(page_principal(request), created.persona, created.rules)
        else:
            status = 400
    return _keys(request, form, new_key=new_key, new_key_warning=warning, status=status)


def _keys(
    request: HtmxHttpRequest,
    form: ApiKeyForm,
    *,
    new_key: str | None = None,
    new_key_warning: ToolsWarning | None = None,
    status: int = 200,
) -> HttpResponse:
    principal = page_principal(request)
    keys = (
        ApiKey.objects.filter(user_id=principal.user_id)
        .select_related("persona", "project")
        .order_by("-created_at")
    )
    # Each live key bound to a persona that withholds some of its rules says so in its row.
    rows = [
        (key, None if key.revoked_at else persona_tools_warning(principal, key.persona, key.rules))
        for key in keys
    ]
    context = {
        "form": form, "keys": rows, "new_key": new_key, "new_key_warning": new_key_warning,
        "now": timezone.now(),
    }  # fmt: skip
    return render_partial(
        request, "memories/partials/api_keys.html", context, page=PAGE, status=status
    )


def _keys_again(request: HtmxHttpRequest) -> HttpResponse:
    """After a key's button: htmx gets the keys again, a browser a redirect to them."""
    return in_place_or_redirect(
        request,
        reverse("memory-keys"),
        lambda: _keys(request, ApiKeyForm(user_id=page_principal(request).user_id)),
    )


@login_required
@require_POST
def api_key_recall_view(request: HtmxHttpRequest, key_id: int) -> HttpResponse:
    """Turn an agent's recall on or off (its conversations are still mined)."""
    enabled = request.POST.get("enabled") == "true"
    flash_call(
        request,
        lambda: api_key_set_recall(
            principal=page_principal(request), key_id=key_id, enabled=enabled
        ),
        done="Recall is on for this agent."
        if enabled
        else "Recall is off for this agent: it recalls nothing, and its conversations are still "
        "mined.",
    )
    return _keys_again(request)


@login_required
@require_POST
def api_key_revoke_view(request: HtmxHttpRequest, key_id: int) -> HttpResponse:
    flash_call(
        request,
        lambda: api_key_revoke(principal=page_principal(request), key_id=key_id),
        done="Key revoked: it stops working at once.",
    )
    return _keys_again(request)


@login_required
@require_POST
def api_key_pin_trust_view(request: HtmxHttpRequest, key_id: int) -> HttpResponse:
    """Trust an agent's key to pin memories (always_inject) without a confirmation each time."""
    trusted = request.POST.get("trusted") == "true"
    flash_call(
        request,
        lambda: api_key_set_trusted_to_pin(
            principal=page_principal(request), key_id=key_id, trusted=trusted
        ),
        done="This agent's always-inject now takes effect at once."
        if trusted
        else "This agent's always-inject is now a proposal you confirm.",
    )
    return _keys_again(request)
