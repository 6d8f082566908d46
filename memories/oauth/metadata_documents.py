"""Client ID Metadata Documents: the library's SSRF-guarded fetcher, with the operator's
allow-list of hosts inside their own network (`OAUTH_CLIENT_METADATA_PRIVATE_HOSTS`, with an
optional CA bundle for them), and every document held to dynamic registration's rules."""

from __future__ import annotations

import ipaddress
import socket
import ssl
import time
from typing import Any

import urllib3
from django.conf import settings
from oauth2_provider.cimd import CIMDError, SafeMetadataFetcher, _validate_client_id_url
from oauth2_provider.settings import oauth2_settings

from memories.oauth.registration import client_metadata_refusal


class MetadataDocumentFetcher(SafeMetadataFetcher):
    """`CIMD_METADATA_FETCHER`: a host on the allow-list may resolve to a private or loopback
    address (never link-local: the cloud metadata service lives there); any other host goes
    through the library's guard, which refuses every address that is not public."""

    def fetch(self, client_id: str) -> tuple[dict[str, Any], int]:
        parsed = _validate_client_id_url(client_id)
        host = (parsed.hostname or "").lower()
        if host in settings.OAUTH_CLIENT_METADATA_PRIVATE_HOSTS:
            metadata, max_age = self._fetch_listed(client_id)
        else:
            metadata, max_age = super().fetch(client_id)
        refusal = client_metadata_refusal(metadata)
        if refusal is not None:
            raise CIMDError(f"{refusal[0]}: {refusal[1]}")
        return metadata, max_age

    def _fetch_listed(self, client_id: str) -> tuple[dict[str, Any], int]:
        """As the library fetches (one resolution, the connection pinned to an address it
        checked, no redirects, one deadline for every address, the size cap), from a host the
        operator trusts to live on a private address."""
        parsed = _validate_client_id_url(client_id)
        port = parsed.port or 443
        path = parsed.path + (f"?{parsed.query}" if parsed.query else "")
        headers = {"Host": parsed.netloc, "Accept": "application/json, application/*+json"}
        deadline = time.monotonic() + oauth2_settings.CIMD_FETCH_TIMEOUT_SECONDS
        context = _tls_context()
        failure: Exception | None = None
        for address in _listed_host_addresses(parsed.hostname, port):
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                break
            pool = urllib3.HTTPSConnectionPool(
                host=address, port=port, retries=False, maxsize=1, ssl_context=context,
                server_hostname=parsed.hostname,
                timeout=urllib3.Timeout(connect=remaining, read=remaining, total=remaining),
            )  # fmt: skip
            try:
                response = pool.urlopen(
                    "GET", path, headers=headers, redirect=False, preload_content=False
                )
                try:
                    document: tuple[dict[str, Any], int] = self._read_document(response)
                    return document
                finally:
                    response.release_conn()
            except urllib3.exceptions.HTTPError as exc:
                failure = exc
            finally:
                pool.close()
        raise CIMDError(f"could not fetch client_id document: {failure}")


def _listed_host_addresses(hostname: str, port: int) -> list[str]:
    """The addresses of an allow-listed host: private, loopback or public, but the whole host
    is refused when any address is link-local, multicast, unspecified or reserved."""
    try:
        infos = socket.getaddrinfo(hostname, port, proto=socket.IPPROTO_TCP)
    except socket.gaierror as exc:
        raise CIMDError(f"could not resolve client_id host: {exc}") from exc
    addresses = []
    for info in infos:
        address = ipaddress.ip_address(str(info[4][0]).split("%")[0])
        if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
            address = address.ipv4_mapped
        forbidden = address.is_link_local or address.is_multicast or address.is_unspecified
        if forbidden or (address.is_reserved and not address.is_loopback):
            raise CIMDError(f"client_id host resolves to a forbidden address ({address})")
        addresses.append(str(address))
    return list(dict.fromkeys(addresses))


def _tls_context() -> ssl.SSLContext:
    """The system's authorities, plus the operator's bundle for their own network's CA."""
    context = ssl.create_default_context()
    if settings.OAUTH_CLIENT_METADATA_CA_FILE:
        try:
            context.load_verify_locations(cafile=settings.OAUTH_CLIENT_METADATA_CA_FILE)
        except (OSError, ssl.SSLError) as exc:
            raise CIMDError(f"OAUTH_CLIENT_METADATA_CA_FILE cannot be read: {exc}") from exc
    return context
