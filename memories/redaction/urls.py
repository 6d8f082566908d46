"""Secrets a URL or a request carries: a webhook's key in its path, a signed or keyed URL's
query, a session cookie.

Part of the scrubber (`memories.redaction`); pure. Whoever holds the URL holds the secret: a chat
or automation webhook (`…/hooks/<key>`, `…/webhook/send?key=<uuid>`, `…/bot/v2/hook/<uuid>`,
`…/trigger/x/with/key/<key>`) or an automation service's trigger URL (Zapier's, Make's,
Pipedream's host), a signed storage URL (`…&sig=…`, `X-Amz-Signature=…`), an API called with its
key in the query (`?api_key=…`, `&token=…`) or as its path's first segment (`…/api/<key>/…`). The
value goes when it is key-shaped (a long hex run, a UUID, a random run of letters and digits); a
URL's other parts stay. A `Cookie:` or `Set-Cookie:` header's session (`sessionid=…`,
`JSESSIONID=…`, `laravel_session=…`, `next-auth.session-token=…`) is a login as good as a
password; so is a session's cookie pasted alone, its name and a random run (`session=Hr76By…`).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator

from memories.redaction.entropy import entropy
from memories.redaction.family import Family, Span, groups_of
from memories.redaction.shapes import (
    DIGIT_RE,
    LETTER_RE,
    UUID_RE,
    folded,
    is_app_key,
    is_key_run,
)

__all__ = ["FAMILIES"]

_URL_RE = re.compile(r"(?:https?|wss?)://[^\s\"'<>`]{8,2000}")
# A query parameter whose name says it is a credential (`key`, `api_key`, `access_token`, `sig`,
# `X-Amz-Signature`, `client_secret`, `code`).
_PARAM_RE = re.compile(
    r"[?&;](?i:[a-z][a-z\-_]*[\-_])?(?i:key|apikey|appid|(?P<app>app[_\-]id)|token|sig|signature|secret"
    r"|code|auth|pass|password|pwd|credential|tk|ak)=(?P<v>[^&;#\s\"'<>`]{10,512})"
)  # (Tianditu's `tk`, Baidu Maps' `ak`: China's map APIs' keys)
# A webhook's key in the path: the segments after `hooks`, `webhook`, `bot`, `catch`, `key`.
_HOOK_RE = re.compile(
    r"/(?i:hooks?|webhooks?|webhookb2|bot|robot|catch|incomingwebhook|key)/(?P<rest>[^?#\s]{8,600})"
)
# Hosts of blockchain RPC providers whose URL path holds the account's key
# (`https://name.quiknode.pro/<key>/`, `…alchemy.com/v2/<key>`, `…infura.io/v3/<key>`), and
# Blynk's IoT cloud, whose API takes a device's token in the path (`…blynk.cc/<token>/get/v1`):
# every key-shaped segment of the path goes.
KEYED_HOSTS = (
    "quiknode.pro", "alchemy.com", "alchemyapi.io", "infura.io", "ankr.com", "getblock.io",
    "p2pify.com", "blastapi.io", "nodereal.io", "pokt.network", "moralis.io", "tenderly.co",
    "chainstack.com", "drpc.org", "onfinality.io", "allthatnode.com", "nownodes.io",
    "blynk.cc", "blynk-cloud.com", "blynk.cloud",
)  # fmt: skip
_KEYED_RE = re.compile(
    r"^(?:https?|wss?)://(?:[\w\-]+\.)*(?:" + "|".join(map(re.escape, KEYED_HOSTS)) + r")(?::\d+)?"
    r"(?P<rest>/[^?#\s]{8,600})"
)
# Hosts of automation services whose trigger URL is the secret (Zapier, Make/Integromat, Pabbly,
# Pipedream, tray.io, webhook.site, a Google Apps Script web app): a segment of the path or host
# that mixes letters and digits at random goes, however short (Zapier's `…/catch/123/ab1cd2e/`).
HOOK_HOSTS = (
    "hooks.zapier.com", "make.com", "integromat.com", "pabbly.com", "pipedream.net",
    "trayapp.io", "webhook.site", "script.google.com",
)  # fmt: skip
_HOOK_HOST_RE = re.compile(
    r"^(?:https?|wss?)://(?P<sub>(?:[\w\-]+\.)*)(?:"
    + "|".join(map(re.escape, HOOK_HOSTS))
    + r")(?::\d+)?(?P<rest>/[^?#\s]{0,600})?"
)
# The same hosts written without a scheme (`hooks.zapier.com/hooks/catch/…`).
_BARE_HOOK_RE = re.compile(
    r"(?<![\w./:\-])(?:[\w\-]+\.)*(?:"
    + "|".join(map(re.escape, HOOK_HOSTS))
    + r")/[^\s\"'<>`]{4,600}"
)
# A streaming server's ingest URL (`rtmp://a.rtmp.youtube.com/live2/<key>`): the segment after
# the application's is the stream's key, and whoever holds it broadcasts on the channel.
_STREAM_RE = re.compile(
    r"(?i:rtmp[st]?|rtmpe)://[^/\s\"'<>`]+/[^/\s\"'<>`]+/(?P<v>[^\s\"'<>`;]{8,600})"
)
# An API that takes its key as the path's first segment (`…/api/<32 hex>/forecast/`): a key run
# of twenty characters or more right after `api`, `apikey` or `api_key`.
_API_PATH_RE = re.compile(r"/(?i:api|api[_\-]?key)/(?P<v>[A-Za-z0-9_\-]{20,200})(?=[/?#]|$)")
# A key alone where a user's name would be, before the host (a Sentry DSN's public key,
# `https://<32 hex>@o4504.ingest.sentry.io/…`: whoever holds it sends the project's events).
_KEY_USER_RE = re.compile(r"(?:https?|wss?)://(?P<v>[A-Za-z0-9_\-]{20,200})@")
_SHORT_SEGMENT_RE = re.compile(r"[A-Za-z0-9_\-]{6,200}")
# A webhook path's segment: eight characters are enough when letters and digits mix at random
# (`…/webhook/3bsx190c4k`), twelve otherwise.
_HOOK_SEGMENT_RE = re.compile(r"[A-Za-z0-9_\-]{8,200}")
# A cookie header's line (or `document.cookie = "…"`), then each cookie whose name says it holds a
# session or a login (not a CSRF token, which guards a form).
_COOKIES_RE = re.compile(
    r"(?i:(?:set-)?cookie[ \t]*:|document\.cookie[ \t]*=)(?P<line>[^\n]{4,4000})"
)
_COOKIE_RE = re.compile(
    r"(?<![\w.\-])(?P<name>[\w.\-]{0,40}(?i:sess|sid|auth|token|remember|jwt|login|sso|saml"
    r"|oauth|identity|credential)[\w.\-]{0,40})=(?P<v>[^;\s,\"']{16,4000})"
)
# Or a session's cookie pasted alone, its name and value, no header (`session=Hr76ByK8…`,
# `PHPSESSID=…`): the value must be a random run (`_keyish`).
_BARE_SESSION_RE = re.compile(
    r"(?<![\w.\-])(?P<name>(?i:(?:php|j|asp\.net_)?sess(?:ion)?(?:[_\-.]?(?:id|token|key))?"
    r"|connect\.sid|[a-z][\w\-]{0,20}_session))=(?P<v>[A-Za-z0-9%+/_\-]{16,512}={0,2})(?![\w%+/=\-])"
)
_GATE_RE = re.compile(
    r"(?i:[?&;][a-z\-_]*(?:key|app[_\-]?id|token|sig|signature|secret|code|auth|pass|pwd|psk|credential|tk|ak)="
    r"|sess(?:ion)?(?:[_\-.]?(?:id|token|key))?=|connect\.sid=|_session="
    r"|/(?:hooks?|webhooks?|webhookb2|bot|robot|catch|incomingwebhook|key|api|api[_\-]?key)/"
    r"|cookie[ \t]*[:=]|rtmp|://[\w\-]{20,200}@|"
    + "|".join(map(re.escape, KEYED_HOSTS + HOOK_HOSTS))
    + ")"
)
_MIN_ENTROPY = 3.2


# A short key in a credential's parameter (`?key=9f3a1c7e2b`): ten or eleven letters and digits,
# three of each at least, never four letters in a row (a word with a number is no key).
_SHORT_KEY_RE = re.compile(
    r"(?=(?:\D*\d){3})(?=(?:[^a-zA-Z]*[a-zA-Z]){3})(?!.*[a-zA-Z]{4})[a-zA-Z\d]{10,11}"
)


def _keyish(value: str) -> bool:
    core = value.rstrip("=")
    if is_key_run(core) or UUID_RE.fullmatch(core):
        return True
    return (
        len(core) >= 12
        and DIGIT_RE.search(core) is not None
        and LETTER_RE.search(core) is not None
        and entropy(core) >= _MIN_ENTROPY
    )


# A device joined to a network by its URL (a Shelly's `/settings/sta?ssid=…&key=…`): with the
# network's name in the query, its key, whatever its shape (eight characters at least, WPA's).
_SSID_PARAM_RE = re.compile(r"[?&;](?i:ssid|wifi_?ssid|sta_?ssid)=")
_WIFI_PARAM_RE = re.compile(
    r"[?&;](?i:key|pass|password|psk|pwd|passphrase|wpa_?key|wifi_?(?:key|pass(?:word)?)"
    r"|sta_?(?:key|pass(?:word)?))=(?P<v>[^&;#\s\"'<>`]{8,63})"
)


def _url_secrets(text: str) -> Iterator[Span]:
    for url in _URL_RE.finditer(text):
        start = url.start()
        for m in _PARAM_RE.finditer(url.group()):
            if m.group("app") is not None and not is_app_key(m.group("v")):
                continue  # (an app's id is its key only when it is long and random)
            if _keyish(m.group("v")) or _SHORT_KEY_RE.fullmatch(m.group("v")):
                yield start + m.start("v"), start + m.end("v"), "url_secret"
        if _SSID_PARAM_RE.search(url.group()):  # (a network's key beside its name)
            for m in _WIFI_PARAM_RE.finditer(url.group()):
                yield start + m.start("v"), start + m.end("v"), "url_secret"
        yield from _hook_host(url.group(), start)
        if (user := _KEY_USER_RE.match(url.group())) and is_key_run(user.group("v")):
            yield start + user.start("v"), start + user.end("v"), "url_secret"
        for m in _API_PATH_RE.finditer(url.group()):
            if is_key_run(m.group("v")):
                yield start + m.start("v"), start + m.end("v"), "url_secret"
        hook = _HOOK_RE.search(url.group()) or _KEYED_RE.match(url.group())
        if hook is None:
            continue
        offset = start + hook.start("rest")
        for segment in _HOOK_SEGMENT_RE.finditer(hook.group("rest")):
            value = segment.group()
            if not value.isdigit() and (_keyish(value) or _mixed_at_random(value)):
                yield offset + segment.start(), offset + segment.end(), "url_secret"


def _hook_host(url: str, start: int) -> Iterator[Span]:
    """An automation service's trigger URL: each segment of its host or path that mixes letters
    and digits (an account's number alone stays)."""
    m = _HOOK_HOST_RE.match(url)
    if m is None:
        return
    for group in ("sub", "rest"):
        offset = start + m.start(group) if m.group(group) else start
        for segment in _SHORT_SEGMENT_RE.finditer(m.group(group) or ""):
            value = segment.group()
            if _keyish(value) or _short_key(value):
                yield offset + segment.start(), offset + segment.end(), "url_secret"


def _mixed_at_random(value: str) -> bool:
    """Letters and digits switching three times or more (`3bsx190c4k`; not `telegram123`)."""
    digits = [ch.isdigit() for ch in value if ch.isalnum()]
    return sum(a != b for a, b in itertools.pairwise(digits)) >= 3


_WORD_NUMBER_RE = re.compile(r"[A-Za-z_\-]+\d|v\d+(?:\.\d+)*")


def _short_key(value: str) -> bool:
    """`anw6z41`, `89291ll`: letters and digits, mixed (not `oauth2`, `v1.2`)."""
    return (
        DIGIT_RE.search(value) is not None
        and LETTER_RE.search(value) is not None
        and not _WORD_NUMBER_RE.fullmatch(value)
    )


# A session's value of random letters alone (`ounGaHzOnCpPq…`): 20 or more, both cases, a part
# every four characters (`_PART_RE`), which a name of words (`ThemeDarkModeEnabled`) is not.
_PART_RE = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")


def _random_letters(value: str) -> bool:
    if len(value) < 20 or not value.isascii() or not value.isalpha() or value.islower():
        return False
    parts = len(_PART_RE.findall(value))
    return not value.isupper() and 4 * parts >= len(value) + 4 and entropy(value) >= _MIN_ENTROPY


def _cookies(text: str) -> Iterator[Span]:
    lowered = folded(text)
    if "sess" in lowered or "sid=" in lowered:
        for m in _BARE_SESSION_RE.finditer(text):
            if _keyish(m.group("v")):
                yield m.start("v"), m.end("v"), "session_cookie"
    if "cookie" not in lowered:  # (`_COOKIES_RE`'s word, as its `(?i:` reads it)
        return
    for line in _COOKIES_RE.finditer(text):
        start = line.start("line")
        for m in _COOKIE_RE.finditer(line.group("line")):
            value = m.group("v")
            if "csrf" not in m.group("name").lower() and (_keyish(value) or _random_letters(value)):
                yield start + m.start("v"), start + m.end("v"), "session_cookie"


def _stream_keys(text: str) -> Iterator[Span]:
    for m in _STREAM_RE.finditer(text):
        for segment in _HOOK_SEGMENT_RE.finditer(m.group("v")):
            value = segment.group()
            if is_key_run(value) or _mixed_at_random(
                value
            ):  # (a file's name stays: `concert_2024`)
                yield m.start("v") + segment.start(), m.start("v") + segment.end(), "url_secret"


def _request_secrets(text: str) -> Iterator[Span]:
    yield from _url_secrets(text)
    yield from _stream_keys(text)
    hosts = [host for host in HOOK_HOSTS if host in text]  # (a scan in C before Python's)
    for m in _BARE_HOOK_RE.finditer(text) if hosts else ():
        yield from _hook_host("https://" + m.group(), m.start() - len("https://"))
    yield from _cookies(text)


# A SIP or an XMPP address with its password, written without `//` (`sip:alice:<pw>@pbx.lan`).
_SIP_LOGIN_RE = re.compile(
    r"(?<![\w.\-])(?i:sips?|xmpp|iax2?):[\w.\-+%]{1,64}:(?P<v>[^\s@:;/]{4,128})@[\w\-]+(?:\.[\w\-]+)*"
)


def _sip_logins(text: str) -> Iterator[Span]:
    for m in _SIP_LOGIN_RE.finditer(text):
        if not m.group("v").isdigit():  # (`sip:alice:5060@…` holds no password)
            yield m.start("v"), m.end("v"), "url_secret"


# A proxy's share link, whose user part is its password or its user's UUID (`trojan://…@host`,
# `vless://<uuid>@host:443?…`, Hysteria's and TUIC's): whoever holds it uses the proxy.
_PROXY_LINK_RE = re.compile(
    r"(?<![\w.\-])(?i:trojan|vless|hysteria2?|hy2|tuic)://(?P<v>[^\s@/?#:<>…]{6,128})(?::[^\s@/?#]{1,128})?@"
    r"[\w\-]+(?:\.[\w\-]+)*"
)


FAMILIES = (
    Family("url_secret", _GATE_RE, _request_secrets),
    Family("sip_login", re.compile(r"(?i:sips?|xmpp|iax2?):"), _sip_logins),
    Family(
        "proxy_link",
        re.compile(r"(?i:trojan|vless|hysteria|hy2|tuic)://"),
        groups_of(_PROXY_LINK_RE, "url_secret"),
    ),
)
