"""A person's first sign-in with a one-time password a curator gave them (a new account, or a
reset) leads to choosing their own, and nothing else opens until they do (pages only; API keys
are not sessions). The audit log marks such a password: `user_create` or `user_password_reset`
for that person, later than their last sign-in."""

from __future__ import annotations

from collections.abc import Callable

from django.contrib import messages
from django.contrib.auth import views as auth_views
from django.contrib.auth.base_user import AbstractBaseUser
from django.contrib.auth.forms import AuthenticationForm, PasswordChangeForm
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.urls import reverse, reverse_lazy

from memories.models import AuditEvent
from memories.views.rendering import redirect_after_post
from memory_project.htmx_messages import HtmxHttpRequest

FLAG = "must_change_password"
OPEN = ("/accounts/logout/", "/static/", "/healthz", "/readyz")


def one_time_password_outstanding(user: AbstractBaseUser) -> bool:
    """Whether a curator issued this person's password and they have not signed in since."""
    issued = AuditEvent.objects.filter(
        action__in=("user_create", "user_password_reset"), detail__user_id=user.pk
    )
    if user.last_login is not None:
        issued = issued.filter(created_at__gt=user.last_login)
    return issued.exists()


class LoginView(auth_views.LoginView):
    def form_valid(self, form: AuthenticationForm) -> HttpResponse:
        first = one_time_password_outstanding(form.get_user())  # before login() records this one
        response = super().form_valid(form)
        if first:
            self.request.session[FLAG] = True
            messages.info(
                self.request,
                "You signed in with a one-time password: choose your own now. It is the only "
                "step before the rest opens.",
            )
            return HttpResponseRedirect(reverse("memory-password"))
        return response


class PasswordChangeView(auth_views.PasswordChangeView):
    template_name = "memories/password_change.html"
    success_url = reverse_lazy("memory-password-done")

    def form_valid(self, form: PasswordChangeForm) -> HttpResponse:
        response = super().form_valid(form)
        self.request.session.pop(FLAG, None)
        return response


class FirstPasswordGate:
    """While the flag is set, every page but the password form and sign-out sends the person
    to the password form (htmx follows HX-Redirect)."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HtmxHttpRequest) -> HttpResponse:
        # The open paths first: reading the session is a database query, and the health checks
        # must answer without one (a database outage is what /healthz reports on).
        if request.path.startswith(OPEN):
            return self.get_response(request)
        session = getattr(request, "session", None)
        if session is None or not session.get(FLAG):
            return self.get_response(request)
        target = reverse("memory-password")
        if request.path == target:
            return self.get_response(request)
        return redirect_after_post(request, target)
