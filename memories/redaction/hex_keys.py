"""Hex keys named by the words a few words before them, and a key's secret half after its id.

Part of the scrubber (`memories.redaction`); pure. `api_keys` reads a hex run or a UUID right
after the word for a key; people also put a few words between (`key in use 3a78…`, `token
currently …`, `clave ya usada …`), write the hash of a server's password (`registerPassword hash
815e…`: a hash leaks the password to offline guessing) or name the key by what it encrypts, in
any language (`backup encryptie: 81be…`, `cifrado del disco: …`, `шифрування: …`). A key's id and
its secret joined by a colon (`<uuid>:<uuid>`, `<id>:<hex>`) go whole when the first half goes.
A hex run is named after it too, an arrow, a dash or "is the" between (`… ← session secret`).
A hex run under a word that says it is a digest of something else (a commit, a checksum, a file's
SHA, a fingerprint) stays (a key "on file" is one kept on record: it goes).
"""

from __future__ import annotations

import re

from memories.redaction.key_nouns import KEY_NOUNS
from memories.redaction.shapes import UUID_RE

__all__ = ["named_hex", "paired_end"]

# The line's words before the value (searched in the characters before it).
_BEFORE = 64
# A word for a key of any language, a token, a secret or a webhook (`the webhook still uses …`),
# then up to five short words (`token we use now is …`, `kilîta API ya Insider ev e …`), then
# perhaps a separator.
_KEY_THEN_WORDS_RE = re.compile(
    r"(?i:(?<![^\W_])(?:" + "|".join(KEY_NOUNS.values()) + r"|tokens?|secret|t[oó]k[eé]n|jeton"
    r"|tokeni|токен|секрет|secreto|segreto|sekret|geheimnis|webhook)(?![^\W_]))"
    r"(?P<words>(?:[ \t]+[^\W\d_]{1,12}){1,5})[ \t]*[:=]?[ \t]*[`\"']?\Z"
)
# A word for a password or a secret (any case, inside an identifier: `registerPassword`),
# then a word for a hash of it.
_PASSWORD_HASH_RE = re.compile(
    r"(?i:pass(?!port|ive|age)(?:word|wd|phrase)?|pwd|parol|contrase|senha|passwort|wachtwoord"
    r"|salasana|has[łl]o|пароль|secret)[\w.\-]{0,20}?[ \t_\-.]*(?:[^\W\d_]{1,12}[ \t]+){0,2}"
    r"(?i:hash\w*|хеш\w*|хэш\w*|hasz\w*|haš\w*|digest|bcrypt|pbkdf2|scrypt|argon2\w*)"
    r"[ \t]*[:=]?[ \t]*[`\"']?\Z"
)
# A word that holds a stem of "encrypt" of any language (not `script`'s `cript`), then whose, a
# separator.
_ENCRYPTION_RE = re.compile(
    r"(?i:[^\W\d_]*(?:crypt|(?<!s)[ck]ript|krüpt|enkrip|cifrad|cifrat|xifrat|chiffr|verschl[üu]ssel"
    r"|versleutel|krypter|salaus|titkos|szyfr|šifr|şifrel|simbaji|dulk[óo]ð|шифр|крипт|κρυπτογρ"
    r"|تشفير|رمزنگار|הצפנה|एन्क्रिप्|เข้ารหัส|m[ãa] h[óo]a|暗号|加密|암호)[^\W\d_]*)"
    r"[^\n:=]{0,30}[ \t]*(?:[:=]|\bis\b)[ \t]*[`\"']?\Z"
)
# A vendor's shared secret under a variable's name that ends in `_HASH` (what payment gateways
# call their "hash": `PAYVALIDA_FIXED_HASH=…`, `VEEVOTECH_HASH: …`; Telegram's `API_HASH`), unless
# a word of the name says the run is a digest of something (`COMMIT_HASH`, `GIT_HASH`); or its
# authorisation code (`SHIPSGO_AUTH_CODE=…`, `…_AUTH: …`).
_VARIABLE_HASH_RE = re.compile(
    r"(?<![A-Za-z0-9_])(?P<name>[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)_(?P<kind>HASH|AUTH(?:_?CODE)?)"
    r"[\"']?[ \t]*[:=][ \t]*[\"'`]?\Z"
)
_DIGEST_VARIABLE_WORDS = frozenset((
    "GIT", "CONTENT", "ASSET", "ASSETS", "LOCK", "BUNDLE", "SOURCE", "SRC", "TREE", "HEAD", "REV",
    "REVISION", "CONFIG", "SCHEMA", "STATE", "DATA", "MANIFEST", "PACKAGE", "DEPLOY", "DOCKER",
    "LAYER", "SHORT", "LONG", "FULL", "CODE", "ARTIFACT", "MODEL", "DB", "MIGRATION", "DEPS",
    "DEPENDENCY", "DEPENDENCIES", "YARN", "NPM", "PIP", "POETRY", "CARGO", "SUM", "STATIC", "CSS",
    "JS", "HTML", "TAG", "REF", "SNAPSHOT", "TEMPLATE", "CHART", "HELM", "KEY", "PUBLIC", "PUB",
    "LAST", "PREVIOUS", "PREV", "CURRENT", "EXPECTED", "NEW", "OLD"
))  # fmt: skip
# Words that make the run a digest of something else, or a key that is no secret.
_DIGEST_RE = re.compile(
    r"(?i:(?<![^\W_])(?:commit|checksum|sha(?:-?\d+)?(?![a-z])|md5|crc|etag|integrity|fingerprint"
    r"|signature|digest|hash|(?<!on[ \t])file|iso|image|build|version|release|public|pub|txid|tx|transaction"
    r"|block|wallet|address|object|cache|primary|idempoten|request|trace|ids?)s?(?![a-z]))"
)
# A flag or a word that takes a 128-bit key, right before the run: a SIM's `ki` and `opc`
# (`pySim-prog.py … -k <hex>`, osmo-hlr's `… ki <hex>`), a PSK (`lwm2mclient … -s <hex>`,
# `--psk`), any tool's `-k`/`--key`; and "API" with its word for "key" in any language
# (`API açarne <hex>`, `API-Schlüssel`: one word after it).
_KEY_FLAG_RE = re.compile(
    r"(?:(?<!\S)(?:-[ksK]|--(?:psk|key|ki|opc))|(?<![^\W_])(?i:ki|opc|psk)"
    r"|(?<![^\W_])API[ \t\-]+[^\W\d_]{2,14})[ \t]*[:=]?[ \t]*[`\"']?\Z"
)
# A variable named for a key, then where it is set, then "is" (`` `APLAZO_API_KEY` in the .env of
# the bridge repo is `<uuid>` ``): never a public one's.
_KEY_VARIABLE_THEN_RE = re.compile(
    r"(?<![A-Za-z0-9_])(?P<name>[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*_(?:KEY|TOKEN|SECRET))[`\"']?"
    r"[^\n`\"'=:]{1,60}?[ \t](?:is|was)[ \t]+[`\"']?\Z"
)
_HEX_RE = re.compile(r"(?=[a-fA-F]*\d)(?=\d*[a-fA-F])[0-9a-fA-F]{32,128}")
# Or the key's word after the run, an arrow or "is the" between: `4a67… ← session secret of the
# shop`, `… is the webhook secret`.
_KEY_AFTER_RE = re.compile(
    r"[ \t]*(?:[←⬅]\ufe0f?|<-{1,2}|[\u2014\u2013]|(?i:is|was|=))[ \t]*"
    r"(?:(?i:the|my|our|its|their)[ \t]+)?(?:[^\W\d_]{1,12}[ \t]+){0,2}"
    r"(?i:" + "|".join(KEY_NOUNS.values()) + r"|tokens?|secret|webhook)(?![^\W_])"
)


# A quoted run joined to other values (PHP's `.`, `+`) inside the arguments of a call that
# hashes or signs them: `hash('sha256', $merchantCode . $ref . '<hex>')`, `md5($id + "<hex>")`,
# `hmac.new(…)`: the run is the shared secret the digest is salted or signed with.
_IN_DIGEST_CALL_RE = re.compile(
    r"(?i:(?<![\w$])(?:hash(?:_hmac)?|md5|sha1|sha256|sha512|sha3_\w+|hmac\w*|create(?:hash|hmac)"
    r"|hashlib\.\w+|crypt|digest)[ \t]*\()[^\n;]{0,160}\Z"
)
_JOINED_BEFORE_RE = re.compile(r"(?:\.|\+)[ \t]*[\"']\Z")
_JOINED_AFTER_RE = re.compile(r"[\"'][ \t]*(?:\.|\+)[ \t]*[$\w(\"']")


def named_hex(text: str, start: int, end: int) -> bool:
    """Whether the hex run (or the UUID) `text[start:end]` is a key by the words before it on its
    line."""
    uuid = UUID_RE.fullmatch(text, start, end) is not None
    if not uuid and _HEX_RE.fullmatch(text, start, end) is None:
        return False
    lo = max(text.rfind("\n", 0, start) + 1, start - _BEFORE)
    before = text[lo:start]
    if (m := _KEY_THEN_WORDS_RE.search(before)) is not None:
        return _DIGEST_RE.search(before[: m.start()] + m.group("words")) is None
    if (m := _KEY_VARIABLE_THEN_RE.search(before)) is not None:
        return _DIGEST_RE.search(m.group("name").replace("_", " ")) is None
    if uuid:
        return False  # (a UUID is a key by a key's word only: `key on file <uuid>`)
    if _PASSWORD_HASH_RE.search(before) is not None:
        return True
    if _KEY_FLAG_RE.search(before) is not None:
        line_end = text.find("\n", end)
        return _DIGEST_RE.search(before + text[end : None if line_end < 0 else line_end]) is None
    if (m := _VARIABLE_HASH_RE.search(before)) is not None:
        words = m.group("name").split("_")
        named = " ".join(words)
        if m.group("kind") != "HASH":
            return _DIGEST_RE.search(named) is None
        return _DIGEST_RE.search(named) is None and _DIGEST_VARIABLE_WORDS.isdisjoint(words)
    if (m := _ENCRYPTION_RE.search(before)) is not None:
        return _DIGEST_RE.search(before) is None
    if (m := _KEY_AFTER_RE.match(text, end)) is not None:
        return _DIGEST_RE.search(m.group()) is None
    # (quoted and joined to other values inside a digest's call: a shared secret that signs)
    return _IN_DIGEST_CALL_RE.search(before) is not None and (
        _JOINED_BEFORE_RE.search(before) is not None
        or _JOINED_AFTER_RE.match(text, end) is not None
    )


# A key's other half after a colon: a UUID, a hex run of 32 or more, or a random run of letters
# and digits (a capital, a small letter and a digit), not a port, a time or a path.
_PAIR_RE = re.compile(
    r":(?P<v>[0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}|[0-9a-fA-F]{32,128}"
    r"|(?=[A-Za-z]*[0-9])(?=[0-9a-z]*[A-Z])(?=[0-9A-Z]*[a-z])[A-Za-z0-9]{20,128})"
    r"(?![A-Za-z0-9_\-+/=:])"
)


def paired_end(text: str, end: int) -> int:
    """Where a key that ends at `end` ends with its secret half after a colon (`end` if none)."""
    if not text.startswith(":", end):
        return end
    m = _PAIR_RE.match(text, end)
    return end if m is None else m.end()
