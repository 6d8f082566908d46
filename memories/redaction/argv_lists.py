"""A command's arguments written as a list: JSON's or Python's (`["clickhouse-client",
"--password", "…"]`, `subprocess.run(['sshpass', '-p', '…', …])`), a Dockerfile's exec form, a
YAML flow list (`command: [mysql, -u, root, -p…]`) or block list (one `- item` a line).

Part of the scrubber (`memories.redaction`); pure. The items are read as the command line they
stand for, joined by spaces, by the same finder as any command (`credentials`: every tool it
knows, any `--…password` flag); a password it finds there goes from its item.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterator

from memories.redaction.credentials import command_line_passwords
from memories.redaction.family import Family, Span

__all__ = ["FAMILIES", "password_items"]

_ITEM = r"(?:\"[^\"\n]{0,256}\"|'[^'\n]{0,256}'|[^\s,\[\]\"'{}][^,\[\]\n{}]{0,255})"
# A flow list of three items or more (`["a", "b", "c"]`, `[mysql, -u, root]`).
_FLOW_RE = re.compile(
    r"\[[ \t]*" + _ITEM + r"(?:[ \t]*,[ \t]*" + _ITEM + r"){2,63}[ \t]*,?[ \t]*\]"
)
_FLOW_ITEM_RE = re.compile(
    r"\"([^\"\n]*)\"|'([^'\n]*)'|([^\s,\[\]\"'{}][^,\[\]\n{}]*?)(?=[ \t]*[,\]])"
)
# A block list: three lines or more of `- item` at one indent, each item one word (a list of
# sentences is no command).
_BLOCK_RE = re.compile(r"(?m:^([ \t]*)-[ \t]+\S+[ \t]*(?:\n\1-[ \t]+\S+[ \t]*){2,63}$)")
_BLOCK_ITEM_RE = re.compile(r"(?m:^[ \t]*-[ \t]+(?:\"([^\"\n]*)\"|'([^'\n]*)'|([^\n]*?))[ \t]*$)")
_GATE_RE = re.compile(
    r"\[[ \t]*[\"'][^\"'\n]{1,60}[\"'][ \t]*,[ \t]*[\"'][^\"'\n]{0,60}[\"'][ \t]*,"
    r"|\[[ \t]*[^\s,\[\]\"']{1,60}[ \t]*,[ \t]*-"
    r"|(?m:^[ \t]*-[ \t]+\S+[ \t]*\n[ \t]*-[ \t]+\S+[ \t]*\n[ \t]*-[ \t])"
)


def _items(regex: re.Pattern[str], text: str, start: int, end: int) -> list[tuple[int, str]]:
    out = []
    for m in regex.finditer(text, start, end):
        group = next((i for i in (1, 2, 3) if m.group(i) is not None), None)
        if group is not None:
            out.append((m.start(group), m.group(group)))
    return out


def _passwords(text: str, items: list[tuple[int, str]]) -> Iterator[Span]:
    line, offsets = "", []
    for start, value in items:
        offsets.append((len(line), start, len(value)))
        line += value + " "
    for s, e, kind in command_line_passwords(line):
        for at, start, length in offsets:
            if at <= s and e <= at + length:
                yield start + s - at, start + e - at, kind
                break


def password_items(items: list[str]) -> dict[int, tuple[int, int]]:
    """Where a list's strings (a JSON value's, each scrubbed alone elsewhere: `{"argv":
    ["mysqldump", "--password", "…"]}`) hold a password when read as one command line: the
    item's index and the password's start and end in it."""
    if len(items) < 3:
        return {}
    line, starts = "", []
    for item in items:
        starts.append(len(line))
        line += item + " "
    found = {}
    for s, e, _kind in command_line_passwords(line):
        index = bisect_right(starts, s) - 1
        if e <= starts[index] + len(items[index]):
            found[index] = (s - starts[index], e - starts[index])
    return found


def _argv_lists(text: str) -> Iterator[Span]:
    if _GATE_RE.search(text) is None:
        return  # (its gate first: where the first look cannot tell, beyond ASCII)
    for m in _FLOW_RE.finditer(text):
        yield from _passwords(text, _items(_FLOW_ITEM_RE, text, m.start() + 1, m.end()))
    for m in _BLOCK_RE.finditer(text):
        yield from _passwords(text, _items(_BLOCK_ITEM_RE, text, m.start(), m.end()))


FAMILIES = (Family("argv_list", _GATE_RE, _argv_lists),)
