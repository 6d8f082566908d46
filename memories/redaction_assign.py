# ruff: noqa: RUF001  (typographic quotes are what the value pattern reads)
"""`<key> = value` secrets: a key that names a secret (in several languages), then its value.

Part of the scrubber (`memories.redaction`); pure. The value is judged, not the key: placeholders,
references (`settings.API_KEY`, `${VAR}`) and prose (`Password: minimum twelve characters`) stay.
"""

from __future__ import annotations

import re
import string
from collections.abc import Iterator

__all__ = ["DIGIT_RE", "LETTER_RE", "NOT_A_SECRET", "assigned_values", "has_classes"]

NOT_A_SECRET = " \t\r\n\x00"  # a hit on nothing but space and earlier markers is no hit

# Password labels, English and the languages people paste credentials in (seed 002 users write
# in German, Spanish, French, Portuguese, Italian, Dutch, Russian, …). `pw` needs a left boundary.
_PASSWORD_LABEL = (
    r"pass(?:word|wd|phrase|wort)|pwd|(?<![A-Za-z])pw|kennwort|contrase[ñn]a|clave"
    r"|mot[ _\-]de[ _\-]passe|senha|parola(?:[ _\-]d['’ ]?ordine)?|wachtwoord|пароль"
    r"|l[öo]senord|salasana|has[łl]o|adgangskode|passord|heslo|jelsz[óo]|parol[ăa]|[şs]ifre"
    r"|κωδικός|パスワード|密码|密碼|비밀번호|mật[ _]khẩu|kata[ _]sandi|סיסמה|पासवर्ड"
)
_KEYWORD = (
    r"(?i:" + _PASSWORD_LABEL + r"|secret|api[_\-]?key|apikey|token|access[_\-]?key|auth[_\-]?key"
    r"|private[_\-]?key|credentials?)"
)
_SUFFIX = r"(?i:[_.\-]?(?:key|value|token|secret|base|id|hash|string|str|b64|base64|plain(?:text)?|raw|hex))*"
_PASSWORD_KEY_RE = re.compile(r"(?i)" + _PASSWORD_LABEL)
_KEY_RE = re.compile(_KEYWORD + _SUFFIX + r"(?![A-Za-z0-9])")
_KEY_CHARS = frozenset(string.ascii_letters + string.digits + "_.-")
# "is" in the label's language: `Passwort ist …`, `la contraseña es …`, `le mot de passe est …`.
_IS_WORDS = r"is|was|are|ist|war|es|est|era|é|è|är|er|jest|je|on"
_ASSIGN_TAIL_RE = re.compile(
    r"[\"'\]]{0,2}"
    r"(?:\s*(?::=|=>|->|→|=(?![=>])|:(?![:/=]))\s*|\s+(?P<is>" + _IS_WORDS + r")\s+"
    r"(?:set\s+to\s+|now\s+)?"
    r"|(?P<flag>[ \t]+))"  # `--password value`, only after a command-line flag
    r"\x00*"  # an earlier marker (see redaction_view): `password=[REDACTED:x]hunter2`
    r"(?:\"(?P<dq>[^\"\n]{1,256})\"|'(?P<sq>[^'\n]{1,256})'"
    r"|[“”„«‘’‹](?P<tq>[^“”„«»‘’‹›\n]{1,256})[“”»‘’›]"  # typographic quotes: quoted
    # Brackets and backticks hold a value too (`password: (hunter2)`), read like a bare one.
    r"|\((?P<pv>[^\s()]{1,256})\)|\[(?P<bv>[^\s\[\]]{1,256})\]|\{(?P<cv>[^\s{}]{1,256})\}"
    r"|`(?P<kv>[^\s`]{1,256})`"
    r"|(?P<bare>[^\s\"'`,;&<>(){}\[\]\x00]{1,256}))"
)
# (group, quoted): a quoted value is a secret unless it is a placeholder; the others are
# read like a bare value.
_VALUE_GROUPS: tuple[tuple[str, bool], ...] = (
    ("dq", True), ("sq", True), ("tq", True), ("pv", False), ("bv", False), ("cv", False),
    ("kv", False), ("bare", False),
)  # fmt: skip
_PLACEHOLDERS = frozenset(
    [
        "none",
        "null",
        "nil",
        "true",
        "false",
        "undefined",
        "empty",
        "required",
        "optional",
        "redacted",
        "hidden",
        "masked",
        "removed",
        "omitted",
        "n/a",
        "na",
        "tbd",
        "todo",
        "unset",
        "notset",
        "example",
        "placeholder",
        "default",
        "string",
        "str",
        "int",
        "bytes",
        "any",
        "secret",
        "password",
        "token",
        "your_token",
        "your_password",
        "your_api_key",
        "xxx",
        "yyy",
        "changeit",
    ]
)
_MASKED_RE = re.compile(
    r"[*xX•.#\-_?]+|\$\{[^}]*\}|\$[A-Z_][A-Z0-9_]*|\$[a-z_]+|\$\(.*|\{\{.*|%\(?\w*\)?s?|<.*>?"
)
_CODE_REF_RE = re.compile(r"[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+|[A-Z][A-Z0-9_]*")
DIGIT_RE = re.compile(r"[0-9]")
_LOWER_RE = re.compile(r"[a-z]")
_UPPER_RE = re.compile(r"[A-Z]")
LETTER_RE = re.compile(r"[A-Za-z]")
_SYMBOL_RE = re.compile(r"[^\w\-./]")  # a letter of any script is no symbol
_PASSPHRASE_RE = re.compile(r"[A-Za-z]{3,12}(?:-[A-Za-z]{3,12}){3,7}")
_PLAIN_WORD_RE = re.compile(r"[A-Za-z_][A-Za-z_\-./]*")


def assigned_values(text: str) -> Iterator[tuple[int, int]]:
    """``<key> = value`` where the key names a secret: find the keyword, then look both ways."""
    for kw in _KEY_RE.finditer(text):
        m = _ASSIGN_TAIL_RE.match(text, kw.end())
        if m is None:
            continue
        key_start = kw.start()
        while key_start > 0 and kw.start() - key_start < 60 and text[key_start - 1] in _KEY_CHARS:
            key_start -= 1
        if text.endswith("://", 0, key_start):
            continue  # scheme://user:password@host is _CONN_RE's, which keeps the host
        if m.group("flag") is not None and text[key_start] != "-":
            continue
        group, quoted = next((g, q) for g, q in _VALUE_GROUPS if m.group(g) is not None)
        start, end, value = m.start(group), m.end(group), m.group(group)
        if group == "bare":
            stripped = value.rstrip(".:?")
            end -= len(value) - len(stripped)
            value = stripped
        key = text[key_start : kw.end()]
        if _is_assigned_secret(text, key, key_start, m, value, quoted=quoted):
            yield start, end


def _is_assigned_secret(
    text: str, key: str, key_start: int, m: re.Match[str], value: str, *, quoted: bool
) -> bool:
    is_password = bool(_PASSWORD_KEY_RE.search(key))
    lowered = value.strip(NOT_A_SECRET).lower()
    if not lowered or lowered in _PLACEHOLDERS or _MASKED_RE.fullmatch(value.strip()):
        return False
    if lowered.startswith(("os.environ", "os.getenv", "process.env", "env(", "getenv")):
        return False
    if quoted:
        return True
    if _CODE_REF_RE.fullmatch(value) and not DIGIT_RE.search(value):
        return False  # settings.API_KEY, OPENAI_API_KEY, self.token: references, not values
    if value.isdigit():
        return is_password and len(value) >= 4  # a PIN; token/secret counts and limits are not
    if len(value) < (4 if is_password else 8):
        return False
    if _PASSPHRASE_RE.fullmatch(value):
        return True  # `my api key is orbit-horse-maple-correct`: four joined words, not prose
    if m.group("is") is None and _PLAIN_WORD_RE.fullmatch(value):
        # `password: swordfish` in config, never `Password: minimum twelve characters` in prose.
        line_start = text.rfind("\n", 0, key_start) + 1
        line_end = text.find("\n", m.end())
        before = text[line_start:key_start].strip().lstrip("-").strip()
        after = text[m.end() : len(text) if line_end < 0 else line_end].strip()
        in_config = before in {"", "export", "set"} or before.endswith(("{", ",", '"', "?", "&"))
        return (
            in_config
            and (not after or after[0] in ",;}&|")
            and len(value) >= 6
            and value.lower() not in key.lower()
        )
    return has_classes(value, 2)


def has_classes(value: str, needed: int) -> bool:
    """At least ``needed`` of: a digit, a lower-case letter, a non-initial capital, a symbol."""
    classes = (
        (DIGIT_RE.search(value) is not None)
        + (_LOWER_RE.search(value) is not None)
        + (_UPPER_RE.search(value, 1) is not None)
        + (_SYMBOL_RE.search(value) is not None)
    )
    return classes >= needed
