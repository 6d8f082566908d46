"""OAuth 2.1 for MCP clients (django-oauth-toolkit): PKCE S256 only, `iss` in the response,
rotating refresh tokens, short-lived access tokens, registration switchable by the operator."""

from __future__ import annotations

from typing import Any

from memory_project.settings.env import EnvError, env_bool, env_int, env_list, env_str

# The public HTTPS address clients reach (`https://memory.example.com`): the issuer, and the
# base of the `/mcp` resource a token is bound to. Empty: taken from each request (loopback).
OAUTH_ISSUER_URL = env_str("OAUTH_ISSUER_URL", "").rstrip("/")
# Open dynamic client registration (RFC 7591), what Claude and ChatGPT use.
OAUTH_DYNAMIC_REGISTRATION = env_bool("OAUTH_DYNAMIC_REGISTRATION", True)
# Client ID Metadata Documents: a client_id that is an https URL the server fetches.
OAUTH_CLIENT_METADATA_DOCUMENTS = env_bool("OAUTH_CLIENT_METADATA_DOCUMENTS", True)
# Hosts (exact names, no wildcard) whose metadata documents may be fetched though they resolve
# to a private or loopback address: clients inside your own network. Never link-local.
OAUTH_CLIENT_METADATA_PRIVATE_HOSTS = [
    host.lower() for host in env_list("OAUTH_CLIENT_METADATA_PRIVATE_HOSTS", [])
]
if any(host.startswith(".") or "*" in host or "/" in host
       for host in OAUTH_CLIENT_METADATA_PRIVATE_HOSTS):  # fmt: skip
    raise EnvError("OAUTH_CLIENT_METADATA_PRIVATE_HOSTS names hosts exactly (no *, no URL)")
# A PEM bundle trusted, beside the system's authorities, for those hosts only (an internal CA).
OAUTH_CLIENT_METADATA_CA_FILE = env_str("OAUTH_CLIENT_METADATA_CA_FILE", "")
# Hosts an https redirect URI may name (empty: any); http only ever on loopback.
OAUTH_REDIRECT_HOSTS = env_list("OAUTH_REDIRECT_HOSTS", [])
# Registrations one client address may make per hour.
OAUTH_REGISTRATIONS_PER_HOUR = env_int("OAUTH_REGISTRATIONS_PER_HOUR", 20, minimum=1)
# Self-registered clients never connected are deleted after this many days (a daily sweep).
OAUTH_UNUSED_CLIENT_DAYS = env_int("OAUTH_UNUSED_CLIENT_DAYS", 7, minimum=1)
OAUTH_BEAT_SCHEDULE: dict[str, dict[str, object]] = {
    "oauth-unused-clients-sweep": {
        "task": "memories.oauth_unused_clients_sweep",
        "schedule": 86400.0,
    },
}
OAUTH_ACCESS_TOKEN_SECONDS = env_int("OAUTH_ACCESS_TOKEN_SECONDS", 3600, minimum=60)
OAUTH_REFRESH_TOKEN_SECONDS = env_int("OAUTH_REFRESH_TOKEN_SECONDS", 30 * 86400, minimum=3600)

OAUTH2_PROVIDER: dict[str, Any] = {
    "PKCE_REQUIRED": True,
    "COMPLIANT_BCP_RFC9700_IMPLICIT_GRANT": True,
    "COMPLIANT_BCP_RFC9700_PASSWORD_GRANT": True,
    "COMPLIANT_BCP_RFC9700_PKCE_METHOD": True,
    "COMPLIANT_BCP_RFC9700_ACCESS_TOKEN_TRANSPORT": True,
    "COMPLIANT_BCP_RFC9700_AUTHZ_RESPONSE_ISS": True,
    "COMPLIANT_BCP_RFC9700_REFRESH_TOKEN": True,
    "COMPLIANT_BCP_RFC9700_REDIRECT_URI_SCHEME": False,  # http stays allowed, for loopback only
    "COMPLIANT_BCP_RFC9700_REDIRECT_URI_MATCHING": True,
    "COMPLIANT_BCP_RFC9700_PKCE_REQUIRED": True,
    "ROTATE_REFRESH_TOKEN": True,
    "REFRESH_TOKEN_REUSE_PROTECTION": True,
    # Tokens hashed at rest (looked up by their SHA-256): a database dump holds no usable token.
    "COMPLIANT_BCP_RFC9700_TOKEN_STORAGE": True,
    "ACCESS_TOKEN_EXPIRE_SECONDS": OAUTH_ACCESS_TOKEN_SECONDS,
    "REFRESH_TOKEN_EXPIRE_SECONDS": OAUTH_REFRESH_TOKEN_SECONDS,
    "AUTHORIZATION_CODE_EXPIRE_SECONDS": 60,
    "OIDC_ISS_ENDPOINT": OAUTH_ISSUER_URL,
    "SCOPES": {"mcp": "Use your memory through MCP and the API"},
    "DEFAULT_SCOPES": ["mcp"],
    "REQUEST_APPROVAL_PROMPT": "force",
    "DCR_ENABLED": OAUTH_DYNAMIC_REGISTRATION,
    "DCR_REGISTRATION_PERMISSION_CLASSES": ("oauth2_provider.dcr.AllowAllDCRPermission",),
    "CIMD_ENABLED": OAUTH_CLIENT_METADATA_DOCUMENTS,
    "CIMD_METADATA_FETCHER": "memories.oauth.metadata_documents.MetadataDocumentFetcher",
    "OAUTH2_RESPONSE_TYPES_SUPPORTED": ["code"],
    "OAUTH2_GRANT_TYPES_SUPPORTED": ["authorization_code", "refresh_token"],
    "OAUTH2_TOKEN_ENDPOINT_AUTH_METHODS_SUPPORTED": ["none", "client_secret_post"],
    "OAUTH2_PROTECTED_RESOURCE_NAME": "Memory Layer",
}

# The library's own models (named, so migrations can depend on them as swappable models).
OAUTH2_PROVIDER_APPLICATION_MODEL = "oauth2_provider.Application"
OAUTH2_PROVIDER_ACCESS_TOKEN_MODEL = "oauth2_provider.AccessToken"
OAUTH2_PROVIDER_REFRESH_TOKEN_MODEL = "oauth2_provider.RefreshToken"
OAUTH2_PROVIDER_ID_TOKEN_MODEL = "oauth2_provider.IDToken"
OAUTH2_PROVIDER_GRANT_MODEL = "oauth2_provider.Grant"

# The library warns that http redirect URIs are allowed at all; our registration accepts http
# only on a loopback address (RFC 8252 native clients), which the attack tests prove.
SILENCED_SYSTEM_CHECKS = ["oauth2_provider.W008"]
