"""Credentials written the way commands and people write them, not as `label = value`.

Part of the scrubber (`memories.redaction`); pure. A command-line tool's password flag
(`sshpass -p …`, `mysql -p…`, `curl -u user:…`, `smbclient -U user%…`), a login pair
(`login: bob / …`, `wifi: GuestNet / …`), a password spelled out in words ("the word hunter
followed by 092") and a value named after the fact ("… is the password").
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from memories.redaction.assign import has_classes, is_label_value
from memories.redaction.family import Family, Span
from memories.redaction.labels import PROSE_WORDS

__all__ = ["FAMILIES"]

# Each tool's flag that takes a password, written right before the value (a regex fragment).
_TOOL_FLAGS: tuple[tuple[str, str], ...] = (
    (r"sshpass", r"-p[ \t]*"),
    (r"mysql\w*|mariadb\w*", r"-p(?=[^\s-]|\x1f)|--password="),  # (-p alone: it prompts)
    (r"redis-cli|keydb-cli", r"-a[ \t]+"),
    # (`docker run -p 8080:80` publishes a port: only a login's -p is a password)
    (
        r"(?:docker|podman|nerdctl|buildah|skopeo|oras)[ \t]+login|az[ \t]+login"
        r"|helm[ \t]+(?:registry[ \t]+login|repo[ \t]+add)",
        r"(?:-p|--password)(?:[ \t]+|=)",
    ),
    (r"htpasswd", r"-[a-zA-Z]*b[a-zA-Z]*[ \t]+\S+[ \t]+\S+[ \t]+"),
    (r"smbclient|rpcclient|smbmap|smbget|mount\.cifs", r"-U[ \t]*[^\s%]+%"),
    (r"ldap\w*", r"-w[ \t]*"),
    (r"sqlcmd|bcp|osql|isql", r"-P[ \t]*"),
    (r"mongo\w*", r"(?:-p|--password)(?:[ \t]+|=)"),
    (r"zip|unzip|zipcloak|7z|7za|7zr|rar|unrar", r"-P[ \t]+|-p(?=\S)"),
    (r"openssl", r"-(?:pass|passin|passout)[ \t]+pass:|-k[ \t]+"),
    (r"gpg2?", r"--passphrase(?:[ \t]+|=)"),
    (r"plink|pscp|psftp", r"-pw[ \t]+"),
    (r"xfreerdp|wlfreerdp|sdl-freerdp", r"/p:"),
    (r"net", r"/user:\S+[ \t]+"),
    (r"curl|wget|lftp|svn|http|https|ftp|hydra", r"(?:-u|--user)(?:[ \t]+|=)['\"]?[^\s:'\"]+:"),
)
_TOOL_RE = re.compile(
    r"(?<![\w./\-])(?:"
    + "|".join(f"(?P<t{i}>{tool})" for i, (tool, _) in enumerate(_TOOL_FLAGS))
    + r")(?![\w\-])"
)
_FLAG_RES = tuple(re.compile(r"(?<!\S)(?:" + flag + r")") for _, flag in _TOOL_FLAGS)
# Any command's long password flag: `--password=…`, `--db-password …`, `--passphrase …`.
_LONG_FLAG_RE = re.compile(r"(?<!\S)--(?:[a-z]+-)*pass(?:word|wd|phrase)?(?:[ \t]+|=)(?=[^\s-])")
_CLI_GATE_RE = re.compile(_TOOL_RE.pattern + r"|--(?:[a-z]+-)*pass")
_VALUE_RE = re.compile(r"\"([^\"\n]{1,256})\"|'([^'\n]{1,256})'|([^\s'\";|&]{1,256})")
_COMMAND_END_RE = re.compile(r"\n|;|&&|\|\|?")
_COMMAND_CHARS = 2_000

_LOGIN_RE = re.compile(
    r"(?i:\b(?:log[ \-]?in|log[ \-]?on|sign[ \-]?in|credentials|creds|u/p|user(?:name)?\s*/\s*pass(?:word)?"
    r"|(?P<net>wi-?fi|wlan|ssid|network|wireless))\b)[ \t]*(?:[:=\-][ \t]*)?"
    r"(?P<user>[\w.@+\\\-]{2,64})"
    r"(?:[ \t]*/[ \t]*|:|,?[ \t]+(?i:key|pass(?:word)?|pw|psk)[ \t]*[:=]?[ \t]*)"  # `SSID X, key …`
    r"(?P<pw>[^\s'\"<>]{4,128})"
)
# A wifi QR code's text: `WIFI:T:WPA;S:HomeNet;P:…;;` (the password is the `P:` field).
_WIFI_QR_RE = re.compile(r"WIFI:(?:[A-Z]:(?:[^;\\]|\\.)*;)*?P:(?P<pw>(?:[^;\\]|\\.){1,128});")
_PASSWORD_WORDS = r"(?i:pass(?:word|wd|phrase)?|pwd|pw|passcode|pin|wi-?fi\s+password)"
_SPELLED_RE = re.compile(
    _PASSWORD_WORDS + r"(?:\s+(?:for|of|to)\s+(?:the\s+)?\w+)?\s*(?::|=|\bis\b|\bwas\b)\s*"
    r"(?P<v>(?:the\s+(?:word|letters?|name)\s+)?(?P<first>[^\s,.;]+)"
    r"(?:\s+in\s+(?:lower|upper)[ \-]?case|\s+in\s+capitals|\s+all\s+caps)?,?"
    r"\s+(?:(?:followed\s+by|then|plus|and\s+then|and\s+the\s+(?:number|digits?))\s+"
    r"(?:the\s+(?:digits?|numbers?|letters?|word)\s+)?[^\s,.;]+"
    r"|with\s+(?:the\s+(?:digits?|numbers?|letters?|word)\s+)?[^\s,.;]+\s+at\s+the\s+(?:end|start)))"
)
_REVERSED_RE = re.compile(
    r"(?P<v>[^\s\"'`]{4,128})\s+(?:is|was|=)\s+(?:the|my|our|your)\s+(?:new\s+|current\s+)?"
    + _PASSWORD_WORDS
    + r"\b"
)


def _cli(text: str) -> Iterator[Span]:
    for m in _TOOL_RE.finditer(text):
        flag_re = _FLAG_RES[int(next(k for k, g in m.groupdict().items() if g)[1:])]
        stop = _command_end(text, m.end())
        flag = flag_re.search(text, m.end(), stop)
        if flag is not None:
            yield from _value(text, flag.end(), stop)
    for m in _LONG_FLAG_RE.finditer(text):
        yield from _value(text, m.end(), _command_end(text, m.end()))


def _command_end(text: str, pos: int) -> int:
    """Where the command that goes on at ``pos`` ends: its line, `;`, `&&` or a pipe, and at
    most `_COMMAND_CHARS` on (so a text of many tool names is read in linear time)."""
    limit = min(len(text), pos + _COMMAND_CHARS)
    end = _COMMAND_END_RE.search(text, pos, limit)
    return end.start() if end else limit


def _value(text: str, pos: int, stop: int) -> Iterator[Span]:
    while pos < stop and text[pos] in " \t\x1f":  # (\x1f: the flag ends one field, the value
        pos += 1  # starts the next: `scrub_joined`)
    v = _VALUE_RE.match(text, pos, stop)
    if v is None:
        return
    group = next(i for i in (1, 2, 3) if v.group(i) is not None)
    if is_label_value(v.group(group)):
        yield v.start(group), v.end(group), "password_assignment"


def _logins(text: str) -> Iterator[Span]:
    for m in _LOGIN_RE.finditer(text):
        user, pw = m.group("user"), m.group("pw").rstrip(".,;:)")
        if user.lower() in PROSE_WORDS or pw.lower() in PROSE_WORDS or not is_label_value(pw):
            continue
        # A network's name and key need a key that looks like one (`internal / external` is
        # prose); a login's password may be a plain long word.
        if has_classes(pw, 2) or (len(pw) >= 8 and m.group("net") is None):
            yield m.start("pw"), m.start("pw") + len(pw), "password_assignment"


def _wifi_qr(text: str) -> Iterator[Span]:
    for m in _WIFI_QR_RE.finditer(text):
        yield m.start("pw"), m.end("pw"), "password_assignment"


def _spelled(text: str) -> Iterator[Span]:
    for m in _SPELLED_RE.finditer(text):
        first = m.group("first").lower()
        if first not in PROSE_WORDS and not first.endswith(("ed", "ing", "ly")):
            yield m.start("v"), m.end("v"), "password_assignment"


def _reversed(text: str) -> Iterator[Span]:
    for m in _REVERSED_RE.finditer(text):
        value = m.group("v")
        if value.lower() not in PROSE_WORDS and has_classes(value, 2) and is_label_value(value):
            yield m.start("v"), m.end("v"), "password_assignment"


FAMILIES = (
    Family("cli_password", _CLI_GATE_RE, _cli),
    Family("login_pair", _LOGIN_RE, _logins),
    Family("wifi_qr", _WIFI_QR_RE, _wifi_qr),
    Family("spelled_password", _SPELLED_RE, _spelled),
    Family("reversed_password", _REVERSED_RE, _reversed),
)
