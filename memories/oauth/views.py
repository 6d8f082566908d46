"""The authorization server's interfaces: django-oauth-toolkit's views, with our consent page,
our registration policy (redirect URIs, per-address rate limit), audit of every token issued or
revoked, and the protected-resource metadata for `/mcp`."""

from __future__ import annotations

import hashlib
import json
import time
from typing import Any

from django.conf import settings
from django.contrib.auth.models import User
from django.core.exceptions import ValidationError
from django.db import transaction
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.utils.decorators import method_decorator
from django.views.decorators.csrf import csrf_exempt
from oauth2_provider.models import AccessToken, Application
from oauth2_provider.views import (
    AuthorizationView,
    DynamicClientRegistrationView,
    OAuthProtectedResourceMetadataView,
    RevokeTokenView,
    TokenView,
)

from memories.api.throttling import redis_client
from memories.oauth.forms import ConsentForm
from memories.oauth.registration import client_metadata_refusal
from memories.oauth.services import oauth_connection_grant
from memories.oauth.tokens import mcp_resource_url
from memories.services.audit import audit_record
from memory_project.errors import DomainError

_RATE_KEY = "memory:ratelimit:oauth-register"


def _over_rate(request: HttpRequest) -> int | None:
    """Seconds to wait when this address has registered its hourly allowance, else None."""
    hour = int(time.time() // 3600)
    key = f"{_RATE_KEY}:{request.META.get('REMOTE_ADDR', '')}:{hour}"
    client = redis_client()
    count = int(client.incr(key))
    if count == 1:
        client.expire(key, 3600)
    if count > settings.OAUTH_REGISTRATIONS_PER_HOUR:
        return 3600 - int(time.time()) % 3600
    return None


def _response(value: object) -> HttpResponse:
    """The library's views are untyped: what they return, as the response it is."""
    assert isinstance(value, HttpResponse)
    return value


def _oauth_error(error: str, description: str, status: int) -> JsonResponse:
    return JsonResponse({"error": error, "error_description": description}, status=status)


@method_decorator(csrf_exempt, name="dispatch")
class RegistrationView(DynamicClientRegistrationView):
    """RFC 7591 with our policy before the library's: rate limit, then redirect URIs."""

    def post(self, request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
        wait = _over_rate(request)
        if wait is not None:
            response = _oauth_error("slow_down", "Too many client registrations.", 429)
            response["Retry-After"] = str(wait)
            return response
        try:
            metadata = json.loads(request.body)
        except ValueError:
            metadata = None
        refusal = client_metadata_refusal(metadata) if isinstance(metadata, dict) else None
        if refusal is not None:
            return _oauth_error(*refusal, 400)
        return _response(super().post(request, *args, **kwargs))


class ConsentView(AuthorizationView):
    """DOT's authorization endpoint with our consent page and the connection's binding."""

    template_name = "oauth/authorize.html"
    form_class = ConsentForm

    def get(self, request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
        # PKCE with S256 only: refuse "plain" before the person is asked anything (the
        # library would refuse it only when the code is made, after the consent).
        if request.GET.get("code_challenge_method", "S256") != "S256":
            context = {"error": {"error": "invalid_request",
                                 "description": 'PKCE "plain" is not accepted; use S256.'}}  # fmt: skip
            return _response(self.render_to_response(context, status=400))
        return _response(super().get(request, *args, **kwargs))

    def get_form_kwargs(self) -> dict[str, Any]:
        kwargs: dict[str, Any] = super().get_form_kwargs()
        kwargs["user"] = self.request.user
        return kwargs

    def form_valid(self, form: ConsentForm) -> HttpResponse:
        if not form.cleaned_data.get("allow"):
            return _response(super().form_valid(form))
        application = Application.objects.filter(client_id=form.cleaned_data["client_id"]).first()
        if application is None:
            return _response(super().form_valid(form))
        user = self.request.user
        assert isinstance(user, User)
        try:
            persona, project = form.binding()
            with transaction.atomic():
                oauth_connection_grant(
                    user=user,
                    application=application,
                    persona=persona,
                    project=project,
                    reads_private=bool(form.cleaned_data.get("reads_private")),
                    read_only=form.cleaned_data.get("access") == "read",
                )
                response: HttpResponse = super().form_valid(form)
                if "code=" not in response.get("Location", ""):
                    transaction.set_rollback(True)  # no code issued: no connection either
                return response
        except DomainError as exc:
            fields = getattr(exc, "fields", None) or {}
            form.add_error(
                None, " ".join([exc.message, *(m for ms in fields.values() for m in ms)])
            )
        except ValidationError as exc:
            form.add_error(None, exc)
        context = self.get_context_data(form=form, application=application)
        return _response(self.render_to_response(context, status=400))


def _token_user(raw_token: object) -> tuple[int | None, int | None]:
    token = AccessToken.objects.filter(
        token_checksum=hashlib.sha256(str(raw_token).encode("utf-8")).hexdigest()
    ).values_list("user_id", "application_id")
    row = token.first()
    return (row[0], row[1]) if row else (None, None)


@method_decorator(csrf_exempt, name="dispatch")
class AuditedTokenView(TokenView):
    """The token endpoint; each token issued (a code exchanged, a refresh) is audited."""

    def post(self, request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
        response: HttpResponse = super().post(request, *args, **kwargs)
        if response.status_code == 200:
            body = json.loads(response.content)
            user_id, application_id = _token_user(body.get("access_token"))
            audit_record(
                principal=None,
                actor_id=user_id,
                action="oauth_token",
                detail={
                    "grant_type": request.POST.get("grant_type", ""),
                    "application_id": application_id,
                    "expires_in": body.get("expires_in"),
                },
            )
        return response


@method_decorator(csrf_exempt, name="dispatch")
class AuditedRevokeTokenView(RevokeTokenView):
    """RFC 7009 revocation; audited (the token's owner when the token was still known)."""

    def post(self, request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
        user_id, application_id = _token_user(request.POST.get("token", ""))
        response: HttpResponse = super().post(request, *args, **kwargs)
        audit_record(
            principal=None,
            actor_id=user_id,
            action="oauth_revoke",
            detail={"application_id": application_id, "status": response.status_code},
        )
        return response


class McpResourceMetadataView(OAuthProtectedResourceMetadataView):
    """RFC 9728 for `/mcp` (both the bare and the path-suffixed well-known forms): the resource
    is this service's `/mcp`, the authorization server this service itself."""

    def get_resource(self, request: HttpRequest) -> str:
        return mcp_resource_url(request)

    def get_authorization_servers(self, request: HttpRequest) -> list[str]:
        return [settings.OAUTH_ISSUER_URL or f"{request.scheme}://{request.get_host()}"]
