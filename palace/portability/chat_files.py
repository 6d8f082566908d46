"""Chat files read a conversation (or a line) at a time, never whole: a JSON array's items one
by one, each at most `IMPORT_MAX_RECORD_BYTES`, and JSON Lines' lines under the same bound. An
upload of hundreds of megabytes then needs the memory of its largest conversation only."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

from django.conf import settings

from memories.portability.format import ArchiveInvalid, Deadline
from memories.portability.limits import bounded_lines
from memory_project.errors import ValidationFailed

_CHUNK = 1 << 20  # characters read at a time
_NOT_SPACE = re.compile(r"[^ \t\n\r]")


class ChatFileInvalid(ValidationFailed):
    code = "invalid_chat_file"


def fail(where: str, message: str) -> ChatFileInvalid:
    return ChatFileInvalid(f"{where}: {message}", fields={where: [message]})


class _Text:
    """A text file's characters from `pos` on, read a chunk at a time as the parser needs."""

    def __init__(self, stream: IO[str], name: str) -> None:
        self.stream, self.name = stream, name
        self.buf, self.pos, self.eof = "", 0, False

    def fill(self, size: int = _CHUNK) -> bool:
        if self.eof:
            return False
        try:
            chunk = self.stream.read(size)
        except UnicodeDecodeError as exc:
            raise fail(self.name, f"not UTF-8 text: {exc}") from None
        if not chunk:
            self.eof = True
            return False
        self.buf = self.buf[self.pos :] + chunk
        self.pos = 0
        return True

    def next_char(self) -> str:
        """The next character that is not white space (left unread), or "" at the end."""
        while True:
            found = _NOT_SPACE.search(self.buf, self.pos)
            if found is not None:
                self.pos = found.start()
                return self.buf[self.pos]
            self.pos = len(self.buf)
            if not self.fill():
                return ""

    def value(self, decoder: json.JSONDecoder, limit: int, where: str) -> Any:
        """The JSON value starting here. An incomplete one reads on (what it holds doubles each
        time, so a value costs a few parses of its length); one longer than `limit` is refused
        before more than about twice that is held."""
        if not self.next_char():
            raise fail(where, "the file ends where a value should be")
        while True:
            held = len(self.buf) - self.pos
            try:
                value, end = decoder.raw_decode(self.buf, self.pos)
            except json.JSONDecodeError as exc:
                if self.eof:
                    raise fail(where, f"not valid JSON: {exc.msg}") from None
                if held > limit:
                    raise _too_long(where, limit) from None
                self.fill(max(_CHUNK, held))
                continue
            except RecursionError:
                raise fail(where, "nested too deeply to read") from None
            if end == len(self.buf) and not self.eof and self.fill():
                continue  # a number or a word may go on past what is read so far
            if end - self.pos > limit:
                raise _too_long(where, limit)
            self.pos = end
            return value


def _too_long(where: str, limit: int) -> ChatFileInvalid:
    return fail(
        where,
        f"longer than {limit} characters (IMPORT_MAX_RECORD_BYTES); nothing after it was read",
    )


def json_array_items(path: Path, *, deadline: Deadline | None = None) -> Iterator[tuple[int, Any]]:
    """(index, item) for each item of the file's top-level JSON array, read one at a time."""
    limit = int(settings.IMPORT_MAX_RECORD_BYTES)
    decoder = json.JSONDecoder()
    try:
        stream = path.open(encoding="utf-8")
    except OSError as exc:
        raise fail(path.name, f"not a readable file: {exc}") from None
    with stream:
        text = _Text(stream, path.name)
        if text.next_char() != "[":
            raise fail(path.name, "expected a JSON array of conversations")
        text.pos += 1
        index, closed = 0, text.next_char() == "]"
        while not closed:
            if deadline is not None:
                deadline.check()
            yield index, text.value(decoder, limit, f"{path.name}[{index}]")
            index += 1
            after = text.next_char()
            if after not in (",", "]"):
                raise fail(f"{path.name}[{index - 1}]", "expected ',' or ']' after it")
            closed = after == "]"
            text.pos += 1
        if closed and index == 0:
            text.pos += 1
        if text.next_char():
            raise fail(path.name, "more after the array's end")


def jsonl_lines(path: Path, *, deadline: Deadline | None = None) -> Iterator[tuple[int, bytes]]:
    """(line number, line) for each line, each at most `IMPORT_MAX_RECORD_BYTES` long."""
    try:
        stream = path.open("rb")
    except OSError as exc:
        raise fail(path.name, f"not a readable file: {exc}") from None
    with stream:
        try:
            for number, line in enumerate(bounded_lines(stream, file=path.name), start=1):
                if deadline is not None and number % 1024 == 1:
                    deadline.check()
                yield number, line
        except ArchiveInvalid as exc:
            raise fail(f"{path.name} line {exc.line}", exc.reason) from None
