"""The documented nginx configuration, tested: Debian's nginx terminates TLS (a self-signed
certificate for localhost) in front of the served app, which runs with the settings
docs/operations.md asks for behind HTTPS; discovery and a whole OAuth flow go through the proxy."""

from __future__ import annotations

import base64
import hashlib
import re
import secrets
import ssl
import subprocess
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

import httpx
import pytest

from memory_project.cluster import ensure_packages
from tests.conftest import stop_process
from tests.factories import UserFactory
from tests.oauth.conftest import PASSWORD, REDIRECT_URI
from tests.oauth.flow import consent_fields
from tests.oauth.tls import self_signed
from tests.palace.mcp.conftest import ServedApp, _free_port, served_app_with

pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.browser,  # installs a Debian package (nginx) on demand, as the browser tests do
    pytest.mark.slow(seconds=45),
]

# The location block of docs/operations.md, word for word; only the listen line and the
# upstream port differ (a free loopback port each, not 443 and 8000).
NGINX_CONF = """
worker_processes 1;
pid {tmp}/nginx.pid;
error_log {tmp}/error.log;
events {{ worker_connections 64; }}
http {{
    access_log {tmp}/access.log;
    client_body_temp_path {tmp}/body;
    proxy_temp_path {tmp}/proxy;
    fastcgi_temp_path {tmp}/fastcgi;
    uwsgi_temp_path {tmp}/uwsgi;
    scgi_temp_path {tmp}/scgi;
    server {{
        listen 127.0.0.1:{port} ssl;
        server_name localhost;
        ssl_certificate {tmp}/cert.pem;
        ssl_certificate_key {tmp}/key.pem;
        location / {{
            proxy_pass http://127.0.0.1:{upstream};
            proxy_set_header Host $host;
            proxy_set_header X-Forwarded-Proto https;
            proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        }}
    }}
}}
"""


@dataclass
class Proxied:
    public: str  # the public https address, as a connector sees it
    app: ServedApp  # the app behind it, on plain http at its loopback port
    tls: ssl.SSLContext  # trusts the proxy's self-signed certificate


def _nginx() -> str:
    if Path("/usr/sbin/nginx").exists():  # where Debian puts it, off a plain user's PATH
        return "/usr/sbin/nginx"
    binary = ensure_packages(["nginx"], install=True)["nginx"]
    if binary is None:
        pytest.fail("nginx is not installed and could not be (`make browser` installs it)")
    return binary


@pytest.fixture(scope="module")
def proxied(
    django_db_setup: Any, django_db_blocker: Any, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Proxied]:
    binary = _nginx()
    folder = tmp_path_factory.mktemp("nginx")
    self_signed(folder)
    port = _free_port()
    public = f"https://localhost:{port}"
    settings_env = {
        "DJANGO_SECURE": "true",
        # 127.0.0.1: the app's own health check, straight to its port.
        "DJANGO_ALLOWED_HOSTS": "localhost,127.0.0.1",
        "DJANGO_CSRF_TRUSTED_ORIGINS": public,
        "OAUTH_ISSUER_URL": public,
    }
    with served_app_with(django_db_blocker, settings_env) as app:
        upstream = urlsplit(app.url).port
        conf = folder / "nginx.conf"
        conf.write_text(NGINX_CONF.format(tmp=folder, port=port, upstream=upstream))
        process = subprocess.Popen(
            [binary, "-c", str(conf), "-p", str(folder), "-g", "daemon off;"],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
        )  # fmt: skip
        tls = ssl.create_default_context(cafile=str(folder / "cert.pem"))
        try:
            _wait_for(public, tls, process, folder)
            yield Proxied(public=public, app=app, tls=tls)
        finally:
            stop_process(process)


def _wait_for(
    public: str, tls: ssl.SSLContext, process: subprocess.Popen[bytes], folder: Path
) -> None:
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        if process.poll() is not None:
            log = (folder / "error.log").read_text() if (folder / "error.log").exists() else ""
            raise AssertionError(
                f"nginx exited: {process.stderr.read() if process.stderr else ''!r} {log}"
            )
        try:
            if httpx.get(f"{public}/healthz", verify=tls, timeout=2).status_code == 200:
                return
        except httpx.TransportError:
            time.sleep(0.2)
    raise AssertionError("nginx did not answer /healthz through TLS within 20 s")


def _pkce() -> tuple[str, str]:
    verifier = secrets.token_urlsafe(48)
    digest = hashlib.sha256(verifier.encode()).digest()
    return verifier, base64.urlsafe_b64encode(digest).rstrip(b"=").decode()


def test_discovery_through_the_proxy_names_the_public_https_address(proxied: Proxied) -> None:
    public = proxied.public
    with httpx.Client(base_url=public, verify=proxied.tls, timeout=30) as http:
        bare = http.post("/mcp", json={"jsonrpc": "2.0", "id": 1, "method": "tools/list"})
        assert bare.status_code == 401, bare.text
        metadata_url = f"{public}/.well-known/oauth-protected-resource/mcp"
        assert bare.headers["WWW-Authenticate"] == f'Bearer resource_metadata="{metadata_url}"'

        resource = http.get(metadata_url).json()
        assert resource["resource"] == f"{public}/mcp"
        assert resource["authorization_servers"] == [public]

        server = http.get("/.well-known/oauth-authorization-server").json()
        assert server["issuer"] == public
        for endpoint in ("authorization_endpoint", "token_endpoint", "registration_endpoint",
                         "revocation_endpoint"):  # fmt: skip
            assert server[endpoint].startswith(f"{public}/"), server[endpoint]


def test_a_whole_oauth_flow_through_the_proxy_ends_in_working_mcp_calls(
    proxied: Proxied,
) -> None:
    UserFactory(username="alice")
    public = proxied.public
    with httpx.Client(base_url=public, verify=proxied.tls, timeout=60) as http:
        registered = http.post("/oauth/register/", json={
            "client_name": "Proxy test client", "redirect_uris": [REDIRECT_URI],
            "grant_types": ["authorization_code", "refresh_token"],
            "response_types": ["code"], "token_endpoint_auth_method": "none",
        })  # fmt: skip
        assert registered.status_code == 201, registered.text
        client_id = registered.json()["client_id"]

        # The person signs in through the proxy (a secure session cookie, CSRF by the
        # trusted https origin), then consents.
        login_page = http.get("/accounts/login/")
        assert login_page.status_code == 200, login_page.text
        token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', login_page.text)
        assert token, login_page.text
        signed_in = http.post(
            "/accounts/login/",
            data={"csrfmiddlewaretoken": token.group(1), "username": "alice", "password": PASSWORD},
            headers={"Referer": f"{public}/accounts/login/"},
        )
        assert signed_in.status_code == 302, signed_in.text[:500]

        verifier, challenge = _pkce()
        page = http.get("/oauth/authorize/", params={
            "response_type": "code", "client_id": client_id, "redirect_uri": REDIRECT_URI,
            "state": "st4te", "code_challenge": challenge, "code_challenge_method": "S256",
            "resource": f"{public}/mcp", "scope": "mcp",
        })  # fmt: skip
        assert page.status_code == 200, page.text[:500]
        allowed = http.post(
            "/oauth/authorize/",
            data={**consent_fields(page.text), "allow": "Authorize", "access": "write"},
            headers={"Referer": str(page.url)},
        )
        assert allowed.status_code == 302, allowed.text[:500]
        location = allowed.headers["Location"]
        assert location.startswith(REDIRECT_URI), location
        query = parse_qs(urlsplit(location).query)
        assert query["iss"] == [public]

        exchanged = http.post("/oauth/token/", data={
            "grant_type": "authorization_code", "code": query["code"][0],
            "redirect_uri": REDIRECT_URI, "client_id": client_id, "code_verifier": verifier,
            "resource": f"{public}/mcp",
        })  # fmt: skip
        assert exchanged.status_code == 200, exchanged.text
        access = exchanged.json()["access_token"]

        headers = {"Authorization": f"Bearer {access}",
                   "Accept": "application/json, text/event-stream"}  # fmt: skip
        tools = http.post("/mcp", headers=headers,
                          json={"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {}})  # fmt: skip
        assert tools.status_code == 200, tools.text
        assert "memory_recall" in tools.text
        saved = http.post("/mcp", headers=headers, json={
            "jsonrpc": "2.0", "id": 2, "method": "tools/call",
            "params": {"name": "memory_save",
                       "arguments": {"content": "Alice keeps her bike in the proxy shed"}},
        })  # fmt: skip
        assert saved.status_code == 200, saved.text
        assert not re.search(r'"isError":\s*true', saved.text), saved.text
        recalled = http.post("/mcp", headers=headers, json={
            "jsonrpc": "2.0", "id": 3, "method": "tools/call",
            "params": {"name": "memory_recall", "arguments": {"query": "where is the bike"}},
        })  # fmt: skip
        assert recalled.status_code == 200, recalled.text
        assert "proxy shed" in recalled.text

    # Straight to the app over plain http, the same token gets no data: DJANGO_SECURE
    # redirects every plain request to https before any credential is looked at.
    direct = httpx.post(f"{proxied.app.url}/mcp", headers=headers, timeout=30,
                        json={"jsonrpc": "2.0", "id": 4, "method": "tools/list", "params": {}})  # fmt: skip
    assert direct.status_code == 301, direct.text
    assert direct.headers["Location"].startswith("https://")
