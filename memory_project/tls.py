"""One TLS client context per process for the service's outgoing HTTP calls.

`httpx.post` builds a new SSL context per call unless it is given one, and loading the CA
bundle into it costs tens to hundreds of milliseconds of CPU: more than a call to a nearby
embedding or LLM server takes. The context is built once, the way httpx builds its default one
(certifi's bundle, or SSL_CERT_FILE / SSL_CERT_DIR when set), and shared: an `ssl.SSLContext`
is safe to use from several threads.
"""

from __future__ import annotations

import functools
import ssl

import httpx


@functools.cache
def client_tls() -> ssl.SSLContext:
    """The verifying client context outgoing calls pass as `verify=`."""
    return httpx.create_ssl_context()
