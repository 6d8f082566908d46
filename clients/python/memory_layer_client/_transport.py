"""What both clients share around one HTTP exchange: the base URL and key (checked when the
client is made), the request of a `Call`, reading its answer, the retry step and transport errors.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import IO, Any, TypeVar, Union

import httpx

from memory_layer_client import _calls as calls
from memory_layer_client._calls import Call, Retry
from memory_layer_client.errors import TransportError

T = TypeVar("T")
PAGE = 100  # offset-paged lists (entities, stale) are read 100 at a time


def _body(response: httpx.Response) -> Any:
    if response.status_code == 204 or not response.content:
        return None
    try:
        return response.json()
    except ValueError:
        return None


@dataclass(frozen=True)
class Wait:
    seconds: float


def settle(retry: Retry, call: Call[T], attempt: int, response: httpx.Response) -> Wait | T:
    """Wait and retry (429/503 while attempts remain), or the answer — raising a typed error."""
    retry_after = calls.retry_after_seconds(response.headers.get("Retry-After"))
    wait = retry.wait(attempt, response.status_code, retry_after)
    if wait is not None:
        return Wait(wait)
    return calls.answer(call, response.status_code, _body(response), retry_after)


def request(call: Call[Any], base: str, headers: dict[str, str]) -> dict[str, Any]:
    sent: dict[str, Any] = {
        "method": call.method,
        "url": base + call.path,
        "params": dict(call.params),
        "headers": headers,
    }
    if call.upload is not None:
        field_name, file_name, content = call.upload
        sent["files"] = {field_name: (file_name, content, "application/octet-stream")}
        sent["data"] = dict(call.form)
    else:
        sent["json"] = call.json
    return sent


def read_upload(source: Source) -> tuple[str, bytes]:
    """A file to upload: its name and bytes (read whole, so a retry sends the same bytes)."""
    if isinstance(source, (str, os.PathLike)):
        with open(source, "rb") as file:
            return os.path.basename(os.fspath(source)), file.read()
    return os.path.basename(str(getattr(source, "name", "upload"))), source.read()


def download_request(call: Call[Any], base: str, headers: dict[str, str]) -> dict[str, Any]:
    """`request`, asking for the archive a download answers with (a refusal is still JSON)."""
    accept = "application/zip, application/json"
    return {**request(call, base, headers), "headers": {**headers, "Accept": accept}}


@contextmanager
def transport_errors(call: Call[Any]) -> Iterator[None]:
    try:
        yield
    except httpx.TimeoutException as exc:
        raise TransportError(f"timed out: {call.method} {call.path}") from exc
    except httpx.TransportError as exc:
        raise TransportError(f"{call.method} {call.path}: {exc}") from exc


def checked_key(api_key: str) -> str:
    """The key, without the white space around it (a key read from a file keeps its newline);
    refused at once when nothing is left or it could not travel in a header — else the first
    request would fail later with a transport error about an illegal header."""
    key = api_key.strip() if isinstance(api_key, str) else ""
    if not key:
        raise ValueError("api_key is empty: pass the API key the server gave you")
    if not all("!" <= char <= "~" for char in key):
        raise ValueError("api_key holds spaces or characters other than printable ASCII")
    return key


class Settings:
    """Where to send, as whom, and how to retry: shared by both clients."""

    def __init__(self, base_url: str, api_key: str, retry: Retry | None) -> None:
        self._retry = retry or Retry()
        self._base = base_url.rstrip("/") + "/api/"  # each call's path starts v1/ or projects/
        self._headers = {
            "Authorization": f"Bearer {checked_key(api_key)}",
            "Accept": "application/json",
        }


# Union, not `|`: these aliases are evaluated at run time, and Python 3.9 has no `|` of types.
Destination = Union[str, "os.PathLike[str]", IO[bytes]]
Source = Union[str, "os.PathLike[str]", IO[bytes]]


@contextmanager
def opened(destination: Destination) -> Iterator[IO[bytes]]:
    """A binary file to write a download into: a path is opened (and closed) here, a file object
    the caller passed is written as it is and left open."""
    if isinstance(destination, (str, os.PathLike)):
        with open(destination, "wb") as file:
            yield file
    else:
        yield destination
