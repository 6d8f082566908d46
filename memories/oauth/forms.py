"""The consent form: DOT's hidden authorization fields plus what the connection acts as, the
same choices as a key: a persona (or yourself) and a project (or none), each or both."""

from __future__ import annotations

from typing import Any, TypeVar

from django import forms
from django.contrib.auth.models import User
from django.db.models import Model
from oauth2_provider.forms import AllowForm

from memories.models import ALL_RULES, Persona, Project
from memories.scoping import principal_for_user
from memories.services.people.persona_tools import ToolsWarning, persona_tools_warning

ACT_AS_SELF = "self"
_Row = TypeVar("_Row", bound=Model)


def binding_choices(user: User) -> list[tuple[str, str]]:
    """Yourself, then each persona you act as."""
    choices = [(ACT_AS_SELF, f"You ({user.get_username()})")]
    for persona in Persona.objects.filter(members=user).order_by("slug"):
        choices.append((f"persona:{persona.pk}", f"Persona {persona.slug}"))
    return choices


def project_choices(user: User) -> list[tuple[str, str]]:
    """No project, then each project you belong to."""
    choices = [("", "No project: everything the choice above reaches")]
    for project in Project.objects.filter(members=user).order_by("slug"):
        choices.append((str(project.pk), f"Project {project.slug}"))
    return choices


def persona_warnings(user: User) -> list[ToolsWarning]:
    """For each persona offered that has not opted in to every memory tool, what a connection
    acting as it would not get (the consent page says it before anyone allows)."""
    principal = principal_for_user(user)
    personas = Persona.objects.filter(members=user).order_by("slug")
    found = (persona_tools_warning(principal, p, ALL_RULES, noun="connection") for p in personas)
    return [warning for warning in found if warning is not None]


class ConsentForm(AllowForm):
    acts_as = forms.CharField(initial=ACT_AS_SELF, required=False)
    project = forms.CharField(required=False)
    reads_private = forms.BooleanField(required=False)
    access = forms.ChoiceField(
        choices=[("write", "Read and write"), ("read", "Read only")], initial="write"
    )

    def __init__(self, *args: Any, user: User, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.user = user
        self.acts_as_choices = binding_choices(user)
        self.project_choices = project_choices(user)
        self.persona_warnings = persona_warnings(user)

    def binding(self) -> tuple[Persona | None, Project | None]:
        """The persona and project chosen (either, both or neither). `acts_as` also takes
        `project:<id>`, the single choice of a project alone. An id the person does not belong
        to still comes back here: the key service refuses it (a 400, nothing created)."""
        kind, _, raw_id = str(self.cleaned_data.get("acts_as") or ACT_AS_SELF).partition(":")
        persona = _chosen(Persona, raw_id) if kind == "persona" else None
        project = _chosen(Project, raw_id) if kind == "project" else None
        if kind not in {ACT_AS_SELF, "persona", "project"}:
            raise forms.ValidationError("Choose what the connection acts as.")
        raw_project = str(self.cleaned_data.get("project") or "")
        if raw_project:
            within = _chosen(Project, raw_project)
            if project is not None and project.pk != within.pk:
                raise forms.ValidationError("Choose one project.")
            project = within
        return persona, project


def _chosen(model: type[_Row], raw_id: str) -> _Row:
    row = model._default_manager.filter(pk=int(raw_id)).first() if raw_id.isdigit() else None
    if row is None:
        raise forms.ValidationError("That persona or project does not exist.")
    return row
