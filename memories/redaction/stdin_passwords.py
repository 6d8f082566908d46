"""A password fed on its input to a command that logs in: `vpnc-ish --user=bob host <<< 'pw'`,
`echo 'pw' | openconnect -u bob host`, `printf '%s' pw | lftp -u bob host`.

Part of the scrubber (`memories.redaction`); pure. `credentials` knows the commands that read a
password on their input by name (`sudo -S`, `kinit`, `--password-stdin`); any other command says it
by its shape: it names a user (`--user=…`, `-u bob`, `--username …`, `-l bob`, `bob@host`) or its
name is a login's (`login`, `connect`, `vpn`, `auth`, `signin`, `ssh`, `ftp`, `mount`), and a
here-string (`<<<`), a here-document of one line (`<<EOF`) or an `echo`/`printf` piped into it (or a
`cat` that passes a here-string on through a pipe) gives it one value; or a password flag names a
file a process substitution writes (`--pwfile=<(echo 'pw')`). The value goes when it is a literal
(no `$VAR`, no `$(…)`), not a yes/no answer, and six characters or more.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from memories.redaction.family import Family, Span

__all__ = ["FAMILIES"]

# A value in quotes or bare.
_VALUE = (
    r"(?:'(?P<{0}1>[^'\n]{{6,128}})'|\"(?P<{0}2>[^\"\n$`]{{6,128}})\"|(?P<{0}3>[^\s'\"|;&<>$`]{{6,128}})"
    # (bash's quotes that read `\n` as a new line: a new password and its confirmation, `$'…\n…'`)
    r"|\$'(?P<{0}4>[^'\n]{{6,260}})')"
)
# The lines of a `$'…'` value, each fed as an answer: `…\n…` (at most four: a new password,
# its confirmation, perhaps the old one first).
_ANSWERS = 4
# A here-string's value (its command: the clause before it), and an `echo`'s piped into a
# command (the clause after the pipe).
_HERE_RE = re.compile(r"<<<[ \t]*" + _VALUE.format("h"))
# What writes one value out: `echo`, `echo -n`, `printf '%s\n'`.
_ECHO = r"(?:echo[ \t]+(?:-[neE]+[ \t]+)?|printf[ \t]+(?:(?:'%s(?:\\n)?'|\"%s(?:\\n)?\")[ \t]+)?)"
_PIPED_RE = re.compile(r"(?<![\w\-])" + _ECHO + _VALUE.format("p") + r"[ \t]*\|[ \t]*")
# A password flag given a file that a process substitution writes (`kpcli --pwfile=<(echo '…')`):
# the flag says it is a secret, no command need say it logs in.
_SUBSTITUTED_RE = re.compile(
    r"(?<!\S)--?[\w\-]*(?i:pw|pass|secret|key|token)[\w\-]*(?:=|[ \t]+)<\([ \t]*"
    + _ECHO
    + _VALUE.format("s")
    + r"[ \t]*\)"
)
# A here-document of one line (`<<EOF`, the value, `EOF`): its command is the clause before it.
_HEREDOC_RE = re.compile(
    r"<<-?[ \t]*(?P<q>['\"]?)(?P<end>[A-Za-z_]\w{0,15})(?P=q)[ \t]*\r?\n[ \t]*"
    r"(?P<d3>[^\s'\"$`]{6,128})[ \t]*\r?\n[ \t]*(?P=end)(?!\w)"
)
_CLAUSE_START_RE = re.compile(r"[\n|;&]")
_CAT_RE = re.compile(r"[ \t]*cat(?:[ \t]+-)?[ \t]*")  # (`cat` alone passes its input on)
_PIPE_AFTER_RE = re.compile(r"[ \t]*\|(?!\|)[ \t]*")
_CLAUSE_END_RE = re.compile(r"[\n|;&<>]")
_COMMAND = 160  # (the most characters of the command read)
# What says the command logs someone in.
_LOGS_IN_RE = re.compile(
    r"(?:^|[ \t])(?:--?(?:user(?:name)?|login|uid|account)(?:[= \t])|-[ulU][ \t]*\S"
    r"|[\w.\-]+@[\w\-]+\.[\w.\-]+)"
    r"|(?i:login|logon|connect|vpn|auth|sign-?in|ssh|s?ftp|mount|kinit|passw(?:or)?d|ldap|smb|rdp"
    r"|unlock|decrypt|load-key"  # (a wallet, a vault or a dataset opened: `lncli … unlock`,
    # `zfs load-key -L prompt … <<< '…'`)
    r"|keytab"  # (a Kerberos keytab made from a password: `ipa-getkeytab … -P <<< …`)
    r"|minisign|signify)"  # (a signing key's password: `minisign -S -s … <<< '…'`)
    # (or a flag that says the password comes on the input: `voms-proxy-init -pwstdin`)
    r"|(?:^|[ \t])--?(?i:pw|pass(?:word|wd|phrase)?)[_\-]?stdin(?![\w\-])"
    r"|(?:^|[ \t])-stdinpass(?![\w\-])"  # (`hdiutil attach -stdinpass …`)
    # (or a secret's name and `--stdin` or `-`: `kibana-keystore add x.password --stdin`,
    # `podman secret create NAME -`)
    r"|(?i:pass|secret|token|key)[^\n|;&]{0,80}[ \t](?:--stdin|-)(?=[ \t]|$)"
)
# A user and a password on one line (perhaps its `\n` written out), and a helper that reads such
# lines to check them (Squid's `basic_ncsa_auth`, `pwauth`).
_PAIR_RE = re.compile(r"[\w.@\-]{1,64} (?P<pw>[^\s\\]{6,128})(?:\\n)?")
_HELPER_RE = re.compile(r"(?i:[\w\-]_auth(?![\w\-])|(?<![\w\-])pwauth(?![\w\-]))")
_NOT_SECRET = frozenset({"yes", "no", "y", "n", "yes\\n", "y\\n", "quit", "exit"})


def _fed(text: str) -> Iterator[Span]:
    for regex, group in (
        (_HERE_RE, "h"),
        (_PIPED_RE, "p"),
        (_HEREDOC_RE, "d"),
        (_SUBSTITUTED_RE, "s"),
    ):
        for m in regex.finditer(text):
            names = (f"{group}1", f"{group}2", f"{group}3", f"{group}4")
            name = next(g for g in names if m.groupdict().get(g))
            if name.endswith("4"):
                yield from _answers(text, m, name)
                continue
            value = m.group(name)
            if value.lower() in _NOT_SECRET or value.startswith(("$", "-")):
                continue
            start = m.start(name)
            if " " in value:
                # (a user and a password on one line, piped to an authentication helper:
                # `printf 'bob …\n' | /usr/lib/squid/basic_ncsa_auth …`)
                pair = _PAIR_RE.fullmatch(value)
                after = text[m.end() : m.end() + _COMMAND]
                if pair is None or not _HELPER_RE.search(_CLAUSE_END_RE.split(after, 1)[0]):
                    continue
                yield start + pair.start("pw"), start + pair.end("pw"), "cli_password"
                continue
            if group == "s":
                yield start, m.end(name), "cli_password"
                continue
            if _LOGS_IN_RE.search(_command(text, m, group)):
                yield start, m.end(name), "cli_password"


def _command(text: str, m: re.Match[str], group: str) -> str:
    """The command a value is fed to: the clause before a here-string or here-document, the
    clause after an `echo`'s pipe."""
    if group in "hd":
        before = text[max(0, m.start() - _COMMAND) : m.start()]
        clause = _CLAUSE_START_RE.split(before)[-1]
        piped = _PIPE_AFTER_RE.match(text, m.end())
        if piped is None or _CAT_RE.fullmatch(clause) is None:
            return clause
        # (`cat <<< '…' | helm registry login … --password-stdin`: what `cat` pipes on is fed)
        after = text[piped.end() : piped.end() + _COMMAND]
        return _CLAUSE_END_RE.split(after, maxsplit=1)[0]
    after = text[m.end() : m.end() + _COMMAND]
    return _CLAUSE_END_RE.split(after, maxsplit=1)[0]


def _answers(text: str, m: re.Match[str], name: str) -> Iterator[Span]:
    """Each line of a `$'…\\n…'` value fed to a command that logs in (`pdbedit -a -u bob -t <<<
    $'pw\\npw'`): the new password and its confirmation."""
    if not _LOGS_IN_RE.search(_command(text, m, name[0])):
        return
    at = m.start(name)
    for answer in m.group(name).split("\\n", _ANSWERS)[:_ANSWERS]:
        if len(answer) >= 6 and answer.lower() not in _NOT_SECRET and answer[0] not in "$-":
            yield at, at + len(answer), "cli_password"
        at += len(answer) + 2  # (and the `\\n` after it)


# (Its gate, a here-string or here-document or the pipe after an echo: `<<` or `echo … |`.)
_GATE_RE = re.compile(r"<<|(?:echo|printf)[ \t][^\n]*\||<\([ \t]*(?:echo|printf)")
FAMILIES = (Family("stdin_password", _GATE_RE, _fed, hint=re.compile(r"<<|echo|printf")),)
