"""A user and a password written as one word, joined by a colon, with no label before them.

Part of the scrubber (`memories.redaction`); pure. People paste a login as `user:password`
(`theo:snaffle-weanling376 for the camera`, `barge-ops:atlin.sockeye.559`, `` `fenna.b`:`…` ``)
the way curl's `-u`, a URL's userinfo or an htpasswd line write it. The user is a handle (small
letters, digits, `.`, `_`, `-`); the password must read as one (`logins.reads_as_password`: a
run of eight or more with letters and digits and a third class, or words joined with a number;
a third class always when it starts with a digit; or a generator's letters, both cases at random).
Not a scheme or a digest's name before the colon (`mailto:`, `sha256:<hex>`), a chain of colons
(IPv6, `a:b:c`), a version or an image's tag after it (`python:3.11-slim`, `node:alpine3.18`), a
pod's name after its namespace (a hash among its parts), a generated id before it
(`user1234abcd:…`), a file's name (`report:summary2024.csv`), a mail address or a path.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from memories.redaction.family import Family, Span
from memories.redaction.logins import reads_as_password
from memories.redaction.shaped import random_letters

__all__ = ["FAMILIES"]

# (or a setting's whole quoted value: `_auth = "build-agent:…"`)
_PAIR_RE = re.compile(
    r"(?:(?<![\w.@:/\\\-`'\"$%])|(?<=[=:][ \t]\")|(?<=[=:]\"))(?P<b>`?)(?P<user>[a-z][a-z0-9._\-]{1,31})(?P=b):(?P<c>`?)"
    r"(?P<pw>[A-Za-z0-9][^\s:@/\\`'\"<>(){}\[\],;|]{7,63})(?P=c)(?![\w:@/\\\-])"
)
# Before the colon, what is no user: a scheme, a digest's or an encoding's name, a namespace.
_NOT_USERS_RE = re.compile(
    r"(?:https?|s?ftp|ssh|git|mailto|tel|sms|file|data|urn|arn|about|javascript|chrome|app"
    r"|docker|ghcr|npm|pypi|pip|oci|h\d|sha\d*|md5|blake\w*|crc\d*|base\d+|utf-?\d+|xmlns|xml|xsd"
    r"|xsi|svg|std|ns\d*|localhost|www|mvn|maven|gradle|jdbc|odbc|redis|mongodb|postgres(?:ql)?"
    r"|mysql|amqp|mqtt|wss?|nats|kafka|s3|gs|az|spiffe|did|magnet|geo|cid|mid|doi|isbn|issn"
    r"|tag|label|type|image|step|stage|class|id|key|name|title|ref|rev|commit|version"
    # (an image's name before its tag: `node:alpine3`)
    r"|node|python|nginx|alpine|ubuntu|debian|golang|ruby|openjdk|mariadb|httpd|busybox|centos"
    r"|fedora|rust|php|elixir|erlang|haskell|perl|swift|traefik|caddy|grafana|prom|bitnami"
    r"|[a-z0-9.\-]*_(?:id|name|key|ref|type))\Z"  # (a filter's field: `user_id:alice-123`)
)
# A version inside the value: an image's tag (`alpine3.18`, `slim-bookworm-3.11`).
_VERSION_RE = re.compile(r"\d+\.\d+")
# A generated part: a replica's or a commit's hash among the value's parts (a pod's name,
# `nginx-deployment-5d8f9c7b6-x2k4m`).
_HASH_PART_RE = re.compile(r"(?:^|-)(?=[a-f]*\d)(?=\d*[a-f])[0-9a-f]{6,}(?:-|$)")
_USER_DIGITS_MOST = 2  # (a handle, `desk.12`; `user1234abcd` is a generated id)
_FILE_END_RE = re.compile(r"\.[A-Za-z]{2,5}\Z")
# A person's handle: a name and an initial (`marisol.p`, `j_okafor`), never a word or a host.
_PERSON_RE = re.compile(r"[a-z]{2,}[._][a-z]|[a-z][._][a-z]{2,}")
_TRAILING = ".!?"


def _colon_pairs(text: str) -> Iterator[Span]:
    for m in _PAIR_RE.finditer(text):
        user = m.group("user")
        if _NOT_USERS_RE.match(user) or sum(c.isdigit() for c in user) > _USER_DIGITS_MOST:
            continue
        pw = m.group("pw").rstrip(_TRAILING)
        if _FILE_END_RE.search(pw) or _VERSION_RE.search(pw) or _HASH_PART_RE.search(pw):
            continue
        # (a digit first needs a third kind of character: `shatili:0m4l02012*`, never a time's or
        # a count's `ward:12beds`)
        # (or a generator's dashed groups of letters, both cases at random, no digit:
        # `stipe:cSxKJ-vGSyC-NMUUx`; one run of them only after a person's handle,
        # `marisol.p:ErWBvyOwRPYtArfk`, never after a word, a photo's id: `foto:BdPEMCYZQxKxNn`)
        generated = ("-" in pw or _PERSON_RE.fullmatch(user) is not None) and random_letters(pw)
        if not reads_as_password(pw, classes=3 if pw[0].isdigit() else 2) and not generated:
            continue
        yield m.start("pw"), m.start("pw") + len(pw), "password_assignment"


FAMILIES = (
    Family(
        "colon_pair",
        re.compile(r"[a-z0-9._\-]`?:`?[A-Za-z0-9]"),
        _colon_pairs,
    ),
)
