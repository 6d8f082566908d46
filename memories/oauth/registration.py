"""What a client may register, one rule for both ways a client registers itself: dynamic
registration (RFC 7591) and a Client ID Metadata Document. Redirect URIs and grant types."""

from __future__ import annotations

from urllib.parse import urlsplit

from django.conf import settings

_LOOPBACK = {"localhost", "127.0.0.1", "::1"}
_GRANT_TYPES = {"authorization_code", "refresh_token"}


def redirect_uri_refusal(uri: str) -> str | None:
    """Why `uri` may not be registered, or None. https (on an allowed host when the operator
    lists some), or http on a loopback address for a native client; no userinfo, no fragment."""
    try:
        parts = urlsplit(uri)
        host = parts.hostname or ""
        parts.port  # noqa: B018 - a bad port raises here
    except ValueError:
        return f"{uri!r} is not a URL."
    if parts.username is not None or parts.password is not None or "@" in parts.netloc:
        return f"{uri!r} carries user information."
    if parts.fragment:
        return f"{uri!r} has a fragment."
    if parts.scheme == "http":
        if host not in _LOOPBACK:
            return f"{uri!r}: http is allowed only on a loopback address (localhost, 127.0.0.1)."
        return None
    if parts.scheme != "https" or not host:
        return f"{uri!r}: a redirect URI must be https (or http on loopback)."
    allowed = settings.OAUTH_REDIRECT_HOSTS
    if allowed and host not in allowed:
        return f"{uri!r}: this server accepts redirects only to {', '.join(allowed)}."
    return None


def client_metadata_refusal(metadata: dict[str, object]) -> tuple[str, str] | None:
    """(OAuth error code, why) when a client's metadata asks for what we do not offer: a grant
    other than the authorization code (and its refresh), or a redirect URI `redirect_uri_refusal`
    refuses. The library checks the document's shape after this."""
    grants = metadata.get("grant_types", ["authorization_code"])
    if not isinstance(grants, list) or not set(map(str, grants)) <= _GRANT_TYPES:
        return (
            "invalid_client_metadata",
            "Only the authorization_code and refresh_token grant types are offered.",
        )
    uris = metadata.get("redirect_uris")
    for uri in uris if isinstance(uris, list) else []:
        refusal = redirect_uri_refusal(str(uri))
        if refusal is not None:
            return "invalid_redirect_uri", refusal
    return None
