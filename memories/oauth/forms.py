"""The consent form: DOT's hidden authorization fields plus what the connection acts as."""

from __future__ import annotations

from typing import Any

from django import forms
from django.contrib.auth.models import User
from oauth2_provider.forms import AllowForm

from memories.models import ALL_RULES, Persona, Project
from memories.scoping import principal_for_user
from memories.services.persona_tools import ToolsWarning, persona_tools_warning

ACT_AS_SELF = "self"


def binding_choices(user: User) -> list[tuple[str, str]]:
    """Yourself, then each persona you act as and each project you belong to."""
    choices = [(ACT_AS_SELF, f"You ({user.get_username()})")]
    for persona in Persona.objects.filter(members=user).order_by("slug"):
        choices.append((f"persona:{persona.pk}", f"Persona {persona.slug}"))
    for project in Project.objects.filter(members=user).order_by("slug"):
        choices.append((f"project:{project.pk}", f"Project {project.slug}"))
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
    reads_private = forms.BooleanField(required=False)
    access = forms.ChoiceField(
        choices=[("write", "Read and write"), ("read", "Read only")], initial="write"
    )

    def __init__(self, *args: Any, user: User, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.user = user
        self.acts_as_choices = binding_choices(user)
        self.persona_warnings = persona_warnings(user)

    def binding(self) -> tuple[Persona | None, Project | None]:
        """The persona or project chosen. An id the person does not belong to still comes
        back here: the key service refuses it (a 400, nothing created)."""
        value = str(self.cleaned_data.get("acts_as") or ACT_AS_SELF)
        kind, _, raw_id = value.partition(":")
        if kind == ACT_AS_SELF or not raw_id.isdigit():
            if kind != ACT_AS_SELF:
                raise forms.ValidationError("Choose what the connection acts as.")
            return None, None
        if kind == "persona":
            return Persona.objects.filter(pk=int(raw_id)).first() or _missing(), None
        if kind == "project":
            return None, Project.objects.filter(pk=int(raw_id)).first() or _missing()
        raise forms.ValidationError("Choose what the connection acts as.")


def _missing() -> Any:
    raise forms.ValidationError("That persona or project does not exist.")
