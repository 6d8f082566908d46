"""Secrets handed to a secret store's command line: whatever such a command sets is a secret.

Part of the scrubber (`memories.redaction`); pure. `gh secret set NAME --body …`, `glab variable
set NAME …`, `fly secrets set NAME=…`, `doppler secrets set NAME=…`, `kubectl create secret
generic x --from-literal=NAME=…`, `az keyvault secret set … --value …`, `aws secretsmanager
put-secret-value … --secret-string …`, `aws ssm put-parameter … --value …`, a value piped or fed
to one (`echo … | wrangler secret put NAME`, `vercel env add NAME production <<< …`), and GitHub
Actions' `::add-mask::…`. Placeholders and references (`$TOKEN`, `${{ secrets.X }}`) stay.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from memories.redaction.assign import is_label_value
from memories.redaction.family import Family, Span
from memories.redaction.labels import PROSE_WORDS, names_a_secret

__all__ = ["FAMILIES"]

# The store's command, then (on its line) the flag or the `NAME=` that takes the value.
_SETTERS = (
    r"gh[ \t]+secret[ \t]+set|glab[ \t]+variable[ \t]+(?:set|create|update)"
    r"|fly(?:ctl)?[ \t]+secrets[ \t]+set|doppler[ \t]+secrets[ \t]+set|infisical[ \t]+secrets[ \t]+set"
    r"|railway[ \t]+variables(?:[ \t]+set)?|kubectl[ \t]+create[ \t]+secret"
    r"|az[ \t]+keyvault[ \t]+secret[ \t]+set|aws[ \t]+secretsmanager[ \t]+[\w\-]+"
    r"|aws[ \t]+ssm[ \t]+put-parameter|gcloud[ \t]+secrets[ \t]+[\w\- \t]+"
)
# Commands that set an app's configuration (not only its secrets): a `NAME=…` there is a secret
# when its name names one (`heroku config:set "WP_APP_PASSWORD=…"`, `dokku config:set app
# DB_PASSWORD=…`, `kubectl set env deploy/x API_TOKEN=…`), not `NODE_ENV=production`.
_CONFIG_SETTERS = (
    r"heroku[ \t]+config:(?:set|add)|dokku[ \t]+config:set|kubectl[ \t]+set[ \t]+env"
    r"|cf[ \t]+set-env|eb[ \t]+setenv|vercel[ \t]+env[ \t]+add|netlify[ \t]+env:set"
    r"|az[ \t]+(?:webapp|functionapp)[ \t]+config[ \t]+appsettings[ \t]+set"
    r"|gcloud[ \t]+(?:run|functions)[ \t]+[\w\- \t]+?--(?:set|update)-env-vars"
    r"|docker(?:[ \t]+container)?[ \t]+run|podman[ \t]+run|docker[ \t]+compose[ \t]+run"
)
_SET_RE = re.compile(
    r"(?<![\w\-])(?:(?P<config>" + _CONFIG_SETTERS + r")|" + _SETTERS + r")"
    r"(?P<args>[^\n;|&]{0,400})"
)
_VALUE_FLAG_RE = re.compile(
    r"(?<!\S)(?:--body|-b|--value|--secret-string|--secret-binary|--from-literal=[\w.\-]+=)"
    r"(?:[ \t]+|=)?(?=[^\s\-])"
    # `fly secrets set NAME=…`, `railway variables --set "NAME=a value with spaces"`
    r"|(?<![\w\-])(?P<name>[A-Z][A-Z0-9_]{1,60})=(?=[^\s=])"
    r"|\A[ \t]+[A-Z][A-Z0-9_]+[ \t]+(?=[^\s\-])"  # `glab variable set NAME …`
)
_VALUE_RE = re.compile(r"\"([^\"\n]{1,512})\"|'([^'\n]{1,512})'|([^\s\"';|&]{1,512})")
# Piped or fed to a store that reads the value from its input.
_READERS = (
    r"gh[ \t]+secret[ \t]+set|wrangler[ \t]+secret[ \t]+put|vercel[ \t]+env[ \t]+add"
    r"|docker[ \t]+secret[ \t]+create|gcloud[ \t]+secrets[ \t]+(?:create|versions[ \t]+add)"
    r"|netlify[ \t]+env:set|firebase[ \t]+functions:secrets:set|supabase[ \t]+secrets[ \t]+set"
)
_FED_RE = re.compile(
    r"(?:echo[ \t]+(?:-[ne]+[ \t]+)?|printf[ \t]+(?:'%s'[ \t]+)?)(?P<a>\"[^\"\n]+\"|'[^'\n]+'|[^\s|]+)"
    r"[ \t]*\|[ \t]*(?:" + _READERS + r")"
    r"|(?:" + _READERS + r")[^\n|;]{0,200}?<<<[ \t]*(?P<b>\"[^\"\n]+\"|'[^'\n]+'|\S+)"
    r"|::add-mask::(?P<c>[^\s\"']+)"
)
_GATE_RE = re.compile(
    r"(?:gh|glab|fly|flyctl|doppler|infisical|railway|kubectl|az|aws|gcloud|wrangler|vercel"
    r"|docker|netlify|firebase|supabase|heroku|dokku|cf|eb|podman)[ \t]+(?:secret|variable"
    r"|secrets|create|keyvault|secretsmanager|ssm|env|function|config|set|webapp|run"
    r"|container|compose)|::add-mask::"
)


def _store_values(text: str) -> Iterator[Span]:
    for m in _SET_RE.finditer(text):
        start, args = m.start("args"), m.group("args")
        for flag in _VALUE_FLAG_RE.finditer(args):
            name = flag.group("name")
            if m.group("config") is not None and (name is None or not names_a_secret(name)):
                continue
            quote = args[flag.start() - 1 : flag.start()] if name else ""
            if quote in ('"', "'") and (close := args.find(quote, flag.end())) > flag.end():
                yield from _kept(text, start + flag.end(), start + close)  # (to its quote)
                continue
            value = _VALUE_RE.match(args, flag.end())
            if value is not None:
                index = next(g for g in (1, 2, 3) if value.group(g) is not None)
                yield from _kept(text, start + value.start(index), start + value.end(index))
    for m in _FED_RE.finditer(text):
        group = next(g for g in ("a", "b", "c") if m.group(g) is not None)
        begin, end = m.span(group)
        if text[begin] in "\"'":
            begin, end = begin + 1, end - 1
        yield from _kept(text, begin, end)


def _kept(text: str, start: int, end: int) -> Iterator[Span]:
    value = text[start:end]
    if len(value) >= 4 and value.lower() not in PROSE_WORDS and is_label_value(value):
        yield start, end, "password_assignment"


FAMILIES = (Family("store_secret", _GATE_RE, _store_values),)
