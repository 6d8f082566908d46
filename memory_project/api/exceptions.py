"""The one DRF exception handler: every API error is `{"error": {"code", "message", "fields"}}`."""

from __future__ import annotations

import logging
import sys
from typing import Any

from django.core.exceptions import PermissionDenied as DjangoPermissionDenied
from django.http import Http404, HttpRequest, JsonResponse
from rest_framework import exceptions as drf
from rest_framework.response import Response
from rest_framework.views import exception_handler as drf_default_handler

from memory_project.errors import DomainError, ServiceUnavailable, is_database_outage

logger = logging.getLogger("memory_project.api")


def error_body(
    code: str, message: str, fields: dict[str, list[str]] | None = None
) -> dict[str, Any]:
    return {"error": {"code": code, "message": message, "fields": fields or {}}}


def _flatten(detail: Any, prefix: str = "") -> dict[str, list[str]]:
    """DRF nests errors by field; flatten to `{"a.b": ["message", …]}`."""
    if isinstance(detail, dict):
        out: dict[str, list[str]] = {}
        for key, value in detail.items():
            name = f"{prefix}.{key}" if prefix else str(key)
            out.update(_flatten(value, name))
        return out
    if isinstance(detail, list):
        if all(not isinstance(item, dict | list) for item in detail):
            return {prefix or "non_field_errors": [str(item) for item in detail]}
        out = {}
        for index, item in enumerate(detail):
            out.update(_flatten(item, f"{prefix}.{index}" if prefix else str(index)))
        return out
    return {prefix or "non_field_errors": [str(detail)]}


def domain_error_body(exc: DomainError) -> dict[str, Any]:
    return error_body(exc.code, exc.message, exc.fields)


def api_exception_handler(exc: Exception, context: dict[str, Any]) -> Response | None:
    if is_database_outage(exc):
        logger.warning("Database unreachable during %s: %s", _view_name(context), exc)
        exc = ServiceUnavailable()
    if isinstance(exc, DomainError):
        response = Response(domain_error_body(exc), status=exc.status_code)
        if exc.retry_after is not None:
            response["Retry-After"] = str(exc.retry_after)
        return response
    if isinstance(exc, Http404):
        exc = drf.NotFound()
    elif isinstance(exc, DjangoPermissionDenied):
        exc = drf.PermissionDenied()
    if isinstance(exc, drf.ValidationError):
        fields = _flatten(exc.detail)
        return Response(error_body("invalid", "Some fields are invalid.", fields), status=400)
    if isinstance(exc, drf.APIException):
        default = drf_default_handler(exc, context)
        status = default.status_code if default is not None else exc.status_code
        detail = exc.detail
        message = str(detail) if not isinstance(detail, dict | list) else "The request is invalid."
        fields = _flatten(detail) if isinstance(detail, dict | list) else {}
        out = Response(error_body(exc.default_code, message, fields), status=status)
        if default is not None:
            for header in ("Retry-After", "WWW-Authenticate", "Allow"):
                if header in default:
                    out[header] = default[header]
        return out
    logger.exception("Unhandled error in %s", _view_name(context))
    return Response(error_body("server_error", "Something went wrong on our side."), status=500)


def _view_name(context: dict[str, Any]) -> str:
    return context.get("view").__class__.__name__


def json_error(exc: DomainError) -> JsonResponse:
    """A domain error as a plain Django response (outside DRF: middleware, handler500)."""
    response = JsonResponse(domain_error_body(exc), status=exc.status_code)
    if exc.retry_after is not None:
        response["Retry-After"] = str(exc.retry_after)
    return response


def outage_in_flight() -> bool:
    """Inside Django's 500 handler: is the exception being handled a database outage?"""
    return is_database_outage(sys.exc_info()[1])


def json_not_found(request: HttpRequest, exception: Exception | None = None) -> JsonResponse:
    return JsonResponse(error_body("not_found", "No such endpoint."), status=404)


def json_server_error(request: HttpRequest) -> JsonResponse:
    if outage_in_flight():
        return json_error(ServiceUnavailable())
    return JsonResponse(error_body("server_error", "Something went wrong on our side."), status=500)
