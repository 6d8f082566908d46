"""A device's password inside the commands sent to it: a GPS tracker's SMS commands, which glue
the tracker's six-digit password to the command's word (`admin123456 …`, `apn123456 internet`,
`adminip123456 203.0.113.41 5013`, the TK103 family's), a Queclink tracker's AT commands, whose
first field is the password (`AT+GTSRI=gl300,…`), and an ESP8266's or ESP32's AT command that joins
a wifi network or opens one (`AT+CWJAP="ssid","…"`, `AT+CWSAP="ssid","…",…`).

Part of the scrubber (`memories.redaction`); pure. The SMS commands are read only where the text
names an SMS, a tracker or GPS (`_TRACKER_RE`), and only before what the command takes (a phone
number, an APN's name, an IP address and a port) or at the line's end: `admin123456` alone in
other text is a name.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from memories.redaction.family import Family, Span

__all__ = ["FAMILIES"]

_TRACKER_RE = re.compile(r"(?i:\bsms\b|\bgps\b|tracker|\btk\d{3}|\bgt0\d\b|coban)")
# The command's word, the password glued on, then what the command takes.
_SMS_COMMAND_RE = re.compile(
    r"(?<![\w.\-])(?:begin|admin|noadmin|adminip|apn|apnuser|apnpasswd|check|imei|monitor"
    r"|tracker|gprs|nofix|arm|disarm|reset|password|fix\d{3}[smh]\d{3}n)"
    r"(?P<v>\d{6})"
    r"(?=[ \t]+(?:\+?\d{6,15}|\d{1,3}(?:\.\d{1,3}){3}[ \t]+\d{2,5}|[A-Za-z][\w.\-]{1,40})[ \t]*(?:$|[.,;])"
    r"|[ \t]*$)",
    re.MULTILINE,
)
_AT_PASSWORD_RE = re.compile(
    r"\bAT\+GT[A-Z]{3}=(?P<v>[^,\s\"]{4,20}),"
    r"|\bAT\+CW(?:JAP|SAP)(?:_DEF|_CUR)?=\"[^\"\n]{1,32}\",\"(?P<w>[^\"\n]{1,64})\""
)


def _commands(text: str) -> Iterator[Span]:
    for m in _AT_PASSWORD_RE.finditer(text):
        group = "v" if m.group("v") is not None else "w"
        yield m.start(group), m.end(group), "password_assignment"
    if _TRACKER_RE.search(text) is None:
        return
    for m in _SMS_COMMAND_RE.finditer(text):
        yield m.start("v"), m.end("v"), "password_assignment"


FAMILIES = (
    Family(
        "tracker_command",
        re.compile(r"AT\+(?:GT|CW)|[a-z]\d{6}"),  # (a command's word, its password glued on)
        _commands,
    ),
)
