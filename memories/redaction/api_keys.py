# ruff: noqa: RUF001, RUF002, RUF003  (words and breadcrumbs of other scripts are what this file reads)
"""A key after the words for "API key" in any language, and the name of whose key it is.

Part of the scrubber (`memories.redaction`); pure. `vendor_names` knows a key by its vendor's
name; a vendor no table lists is known by the words around it instead: "API key" in the
writer's language, in either order (`API-kaai`, `API ачкычы`, `APIキー`; `clé d'API`,
`ключ API`, `chave de API`, any short word between: `Schlëssel fir d'API`), or a settings
page's path to it (`Notion › Integrations › …`, `Settings > API keys > …`) or a sentence
about an integration (`… integration broken, current key …`), then a few words naming whose
key (`ключ API Weights & Biases:`, `2Captcha API ачкычы:`), a separator and the value. The
value goes when it is key-shaped: a hex run of 32 or more, a UUID (with DeepL's `:fx`), a
random run of 24 letters and digits or more, each perhaps after a short prefix (`fhb-…`,
`CG-…`). A word, a number or a sentence never is.
The word for "key" alone does too, after any name (`Exa key for prod: …`), unless the name says
the key is no secret (a primary, sort or cache key, a public key, a fingerprint).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from memories.redaction.assign_words import IS_WORDS
from memories.redaction.entropy import entropy
from memories.redaction.family import Family, Span
from memories.redaction.first_chars import guard
from memories.redaction.hex_keys import named_hex, paired_end
from memories.redaction.key_nouns import KEY_NOUNS
from memories.redaction.labels import names_a_secret
from memories.redaction.shaped import random_letters
from memories.redaction.shapes import DIGEST_NAME, even_groups, has_classes

__all__ = ["FAMILIES", "KEY_NOUNS", "key_shaped", "names_a_secret_key", "suffix_names_a_key"]

# (after the characters a noun may start with: most positions are passed over in one step)
_NOUN = (
    guard("(?:" + "|".join(KEY_NOUNS.values()) + ")") + "(?:" + "|".join(KEY_NOUNS.values()) + ")"
)
# "API key" in either order (`API-Schlüssel`, `clé d'API`, `chave de API`), or a settings path.
_LABEL = (
    r"(?i:(?<![^\W_])API[ \-]?(?!key)" + _NOUN + r"(?![^\W_])"  # (English's: `labels`)
    r"|(?<![^\W_])" + _NOUN + r"(?:[ \-]+[^\W\d_]{1,5}){0,2}(?:[ \-]+[^\W\d_]{1,3}['’]|[ \-]*)"
    r"API(?![^\W_])"
    r"|(?<![^\W_])(?:integrations?|integrationen|int[ée]grations|integraciones|integra[çc][õo]es"
    r"|integrazioni|api[ _\-]?(?:keys|tokens)|access[ _\-]tokens|credentials)[ \t]*[›»>→/])"
)
# Whose key, between the label and the separator: no quote, except an elision's apostrophe
# inside a word or before a short article (`d'Algolia`, Neapolitan `'e Papertrail`, `'t`).
_BETWEEN = (
    r"(?:[^\n:=：`\"']|(?<=[^\W\d_])['’](?=[^\W\d_])|(?<!\S)['’](?=[^\W\d_]{1,3}[ \t])){0,40}?"
)
_KEY_RE = re.compile(
    r"(?P<label>" + _LABEL + r")"
    r"(?P<between>" + _BETWEEN + r")"  # (whose key: `Weights & Biases`, `Logz.io`, `'e X`)
    # (or "is" in the writer's language: Bulgarian's `API ключо за Microinvest е …`)
    r"[ \t]*(?:[:=：]|[—–]|->|→|(?<!\w)(?:" + IS_WORDS + r")(?!\w))[ \t]*[`\"']?"
    r"(?P<v>(?:[a-z]{2,8}[_\-])?[A-Za-z0-9][A-Za-z0-9_\-]{19,200}(?::fx)?)"
    r"(?![A-Za-z0-9_\-+/=])"
)
# An integration's key in a sentence about it (`DeepL integration broken, current key …`).
_INTEGRATION_RE = re.compile(
    r"(?i:(?<![^\W_])(?:integration|int[ée]gration|integraci[óo]n|integra[çc][ãa]o|integrazione)"
    r"[^\n]{0,40}?(?<![^\W_])(?:key|token|cl[ée]|chave|clave|chiave|schl[üu]ssel|sleutel))"
    r"[ \t]*(?:[:=]|\bis\b)?[ \t]*[`\"']?"
    r"(?P<v>(?:[a-z]{2,8}[_\-])?[A-Za-z0-9][A-Za-z0-9_\-]{22,200}(?::fx)?)"
    r"(?![A-Za-z0-9_\-+/=])"
)
# Any word's key, in any language's word for it (`Exa key for prod:`, `Mailtrap key —`, `clé
# Brevo :`): the value must be key-shaped, and the word no kind of key that is not a secret
# (a database's primary or sort key, a cache key, a public key or its fingerprint).
_WORD_KEY_RE = re.compile(
    # (its quote closed after it, a dictionary's key: `params={"key": "690b…"}`)
    r"(?i:(?<![^\W_])" + _NOUN + r"(?![^\W_]))(?:(?<=[\"'](?i:key))[\"'](?=[ \t]*:))?"
    # (a note in brackets may end them, whatever it holds: `device key (the md5 of its password,
    # for ?pw=): …`)
    r"(?P<between>[^\n:=：`\"'.]{0,30}?(?:\([^()\n]{1,48}\))?)"
    r"[ \t]*(?:[:=：]|[—–]|->|→|\bis\b)[ \t\x1f]*[`\"']?"  # (`\x1f`: the value in the next field)
    r"(?P<v>(?:[a-z]{2,8}[_\-])?[A-Za-z0-9][A-Za-z0-9_\-]{22,200}(?::fx)?)"
    r"(?![A-Za-z0-9_\-+/=])"
)
_NOT_SECRET_KEYS = (
    "primary", "foreign", "partition", "sort", "cache", "idempotency", "idempotence", "public",
    "pub", "gpg", "pgp", "ssh", "host", "fingerprint", "row", "hash", "hashing", "lookup",
    "composite", "unique", "object", "dedup", "deduplication", "dedupe", "routing", "shard",
    "sharding", "index", "record", "natural", "surrogate", "map", "dict", "join", "group",
    "message", "event", "trace", "request", "correlation", "tracking", "bucket", "s3", "item",
    "entity", "cluster", "clustering", "distribution", "kms", "cmk", "registry", "schema",
    "commit", "revision", "digest", "checksum", "etag", "version",
)  # fmt: skip
_NOT_SECRET_RE = re.compile(
    r"(?i:(?<![^\W_])(?:" + "|".join(_NOT_SECRET_KEYS) + r")"
    r"(?![^\W_]))"
)
_WORD_KEY_GATE_RE = re.compile(
    r"(?i:(?<![^\W_])" + _NOUN + r"(?![^\W_]))[^\n:=：]{0,30}(?:\([^()\n]{1,48}\)[ \t]*)?"
    r"(?:[:=：—–→]|->|\bis\b)"
)
_GATE_RE = re.compile(r"(?i:api|integra|int[ée]gra|credentials|access[ _\-]tokens)")
_PREFIX_RE = re.compile(r"[A-Za-z]{2,8}(?:[_\-][A-Za-z]{2,8})?[_\-](?=.{20})")
_HEX_RE = re.compile(r"(?=[a-fA-F]*\d)(?=\d*[a-fA-F])[0-9a-fA-F]{32,128}")
_UUID_RE = re.compile(r"[0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}(?::fx)?")
_RUN_RE = re.compile(r"[A-Za-z0-9]{24,200}")
# A shorter random run (Papertrail's 20): both cases, a part every three characters (`_PART_RE`),
# or letters and three digits or more; a word in camel case (`PapertrailProduction`) has neither.
_SHORT_RUN_RE = re.compile(r"[A-Za-z0-9]{20,23}")
_MIN_ENTROPY = 3.5  # (a random run's: 32 random lower-case letters measure about 4.3)
# A random run with a few `-` or `_` inside, as URL-safe base64 keys are (`cvrrv-2ttOMc…-J8qii`):
# read by its parts (a capital's word, a lower-case run, a number), which a random run breaks
# into about one every two characters and a name of words (`Summary-AgentV2-Config2024`) far less.
_DASHED_RE = re.compile(r"(?=[A-Za-z0-9_\-]{24,200}\Z)[A-Za-z0-9]+(?:[_\-][A-Za-z0-9]+)+")
_PART_RE = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")


def key_shaped(value: str) -> bool:
    """A hex run of 32 or more, a UUID, or a random run (24 or more with a digit and a letter,
    32 or more of letters alone), perhaps after a short prefix: `fhb-7106…`, `dccb2f68…`."""
    core = _PREFIX_RE.sub("", value, count=1) if not _UUID_RE.fullmatch(value) else value
    if _HEX_RE.fullmatch(core) or _UUID_RE.fullmatch(core):
        return True
    # (a short prefix, then one plain run: `snk_tcdg1mea…`, read as the run alone)
    if _DASHED_RE.fullmatch(value) is not None and (core == value or not _RUN_RE.fullmatch(core)):
        return _random_pieces(value)
    if _SHORT_RUN_RE.fullmatch(core) is not None:
        return _random_short(core)
    if _RUN_RE.fullmatch(core) is None or entropy(core) < _MIN_ENTROPY:
        return False
    digits = any(c.isdigit() for c in core)
    letters = any(c.isalpha() for c in core)
    return (digits and letters) or (not digits and len(core) >= 32 and core.isalpha())


def _random_short(run: str) -> bool:
    if entropy(run) < _MIN_ENTROPY or not any(c.isalpha() for c in run):
        return False
    if sum(c.isdigit() for c in run) >= 3:
        return True
    cases = any(c.islower() for c in run) and any(c.isupper() for c in run)
    return cases and 3 * len(_PART_RE.findall(run)) >= len(run) + 4


def _random_pieces(value: str) -> bool:
    """A run of letters and digits, a few signs inside (one in eight characters at most), with
    a digit, a capital and a small letter, that breaks into a part every three characters."""
    signs = value.count("-") + value.count("_")
    chars = len(value) - signs
    bare = value.replace("-", "").replace("_", "")
    if 8 * signs > len(value) or not has_classes(bare, 3) or not any(c.isdigit() for c in value):
        return False
    return 3 * len(_PART_RE.findall(value)) >= chars and entropy(value) >= _MIN_ENTROPY


# "API" joined to a word no list has (`API-Slötel`, `alc'hwez API`: "key" in a language we do
# not know), then whose key, a separator and a key-shaped value; not a word that names what an
# API has besides keys (`API version`, `API request id`, `REST API`). Read from each "API".
_API_RE = re.compile(r"(?i:(?<![^\W_])api(?![^\W_]))")
_WORD_AFTER_RE = re.compile(r"[ \-](?P<w>[^\W\d_]{2,16})(?![^\W_])")
_WORD_BEFORE_API_RE = re.compile(r"(?<![^\W_])(?P<w>[^\W\d_]{2,16})[ \-](?:[^\W\d_]{1,3}['’])?\Z")
_REST_RE = re.compile(
    r"(?P<between>" + _BETWEEN + r")"
    r"[ \t]*(?:[:=：]|[—–]|->|→)[ \t]*[`\"']?"
    r"(?P<v>(?:[A-Za-z]{2,8}[_\-])?[A-Za-z0-9][A-Za-z0-9_\-]{19,200})"
    r"(?![A-Za-z0-9_\-+/=])"
)
_API_WORDS = (
    "the", "an", "our", "your", "my", "its", "this", "that", "new", "old", "rest", "http",
    "https", "web", "public", "private", "internal", "graph", "graphql", "admin", "call",
    "calls", "request", "requests", "response", "responses", "version", "versions", "id", "ids",
    "uuid", "guid", "endpoint", "endpoints", "url", "urls", "uri", "docs", "doc", "reference",
    "spec", "schema", "gateway", "base", "host", "server", "client", "route", "path", "name",
    "user", "account", "project", "app", "status", "error", "errors", "log", "logs", "limit",
    "limits", "quota", "usage", "payload", "commit", "build", "release", "test", "tests", "job",
    "run", "via", "from", "to", "for", "of", "and", "or", "with", "by", "on", "in", "at", "is",
    "was", "are", "sdk", "cli", "v", "key", "keys", "token", "tokens", "secret", "secrets",
)  # fmt: skip
_API_WORDS_SET = frozenset(_API_WORDS)


def _api_keys(text: str) -> Iterator[Span]:
    for m in (*_KEY_RE.finditer(text), *_INTEGRATION_RE.finditer(text)):
        if key_shaped(m.group("v")):
            yield m.start("v"), paired_end(text, m.end("v")), "vendor_key"
    for api in _API_RE.finditer(text):
        after = _WORD_AFTER_RE.match(text, api.end())
        before = _WORD_BEFORE_API_RE.search(text, max(0, api.start() - 24), api.start())
        word, rest = (after.group("w"), after.end()) if after else ("", api.end())
        if not after and before:
            word = before.group("w")
        said = _REST_RE.match(text, rest) if word else None
        if said is None or word.lower() in _API_WORDS_SET:
            continue
        named = f"{word} {said.group('between')}"
        if _DIGEST_BEFORE_RE.search(text, max(0, said.start("v") - 12), said.start("v")):
            continue  # (an image's digest: `ghcr.io/org/claims-api@sha256:5c57…`)
        if _DIGEST_OF_RE.search(text, max(0, api.start() - 48), api.start()):
            continue  # (a file's checksum, `api` in its name: `sha256 of leche-api-2.4.1.tar.gz`)
        if _NOT_SECRET_RE.search(named) is None and key_shaped(said["v"]):
            yield said.start("v"), paired_end(text, said.end("v")), "vendor_key"


_WORD_BEFORE_RE = re.compile(r"[^\W\d_][\w.&\-]{0,30}[ \t]+\Z")
_DIGEST_BEFORE_RE = re.compile(r"(?i:" + DIGEST_NAME + r"):\Z")
# A digest said to be a file's before its name (`sha256 of leche-api-2.4.1.tar.gz: …`): a checksum.
_DIGEST_OF_RE = re.compile(
    r"(?i:" + DIGEST_NAME + r"(?:sum)?|checksum|digest)[ \t]+(?i:of|for|de|del|do|da|von|f[üu]r)"
    r"[ \t]+\S*\Z"
)


def _word_keys(text: str) -> Iterator[Span]:
    for m in _WORD_KEY_RE.finditer(text):
        word = _WORD_BEFORE_RE.search(text, max(0, m.start() - 32), m.start())
        name = word.group().strip() if word else ""
        if name and not m.group("between").strip() and names_a_secret(f"{name}_key"):
            continue  # (`api key: …`, `secret key = …`: a label the assignments read)
        named = f"{name} {m.group('between')}"
        if key_shaped(m.group("v")) and _NOT_SECRET_RE.search(named) is None:
            yield m.start("v"), paired_end(text, m.end("v")), "vendor_key"


# A key under an identifier that ends in the word (`"affindaKey": …`, `scrapfly_key=…`,
# `ACME-KEY: …`) whatever the words before it name (a label, `api_key`, is `assign`'s): the value
# must be key-shaped, the words no key that is no secret (`cacheKey`) nor a thing of the app's.
_SUFFIX_KEY_RE = re.compile(
    r"(?P<suffix>[_\-.](?:key|KEY|Key)|(?<=[a-z0-9])Key|(?<=[a-z][0-9])key|(?<=[a-z][0-9]{2})key)[\"']?[ \t]*(?::=|[:=])"
    r"[ \t]*[\"'`]?(?P<v>(?:[a-z]{2,8}[_\-])?[A-Za-z0-9][A-Za-z0-9_\-]{15,200})(?![A-Za-z0-9_\-+/=])"
)
_IDENTIFIER_BEFORE_RE = re.compile(r"(?<![\w\-.])[\"']?[A-Za-z][A-Za-z0-9_\-.]{0,60}\Z")
_THING_KEYS_RE = re.compile(
    r"(?i:(?<![a-z])(?:user|job|task|file|path|product|order|customer|tenant|route|state"
    r"|storage|local|query|search|i18n|translation|label|column|field|sort|node|page)(?![a-z]))"
)


def _suffix_keys(text: str) -> Iterator[Span]:
    for m in _SUFFIX_KEY_RE.finditer(text):
        name = _IDENTIFIER_BEFORE_RE.search(text, max(0, m.start() - 64), m.start())
        named = name.group().lstrip("\"'") + m.group("suffix") if name else ""
        if named and names_a_secret(named) is None and suffix_names_a_key(named, m.group("v")):
            yield m.start("v"), paired_end(text, m.end("v")), "vendor_key"


_CAMEL_RE = re.compile(r"(?<=[a-z0-9])(?=[A-Z])|\.")
_KEY_SUFFIX_RE = re.compile(
    r"(?:[_\-.](?:key|KEY|Key)|(?<=[a-z0-9])Key|(?<=[a-z][0-9])key|(?<=[a-z][0-9]{2})key)\Z"
)
# A shorter key of small hex, sixteen characters or more (a feeder's sharing key:
# `fr24key="635100ad12a97ec9"`), three digits and two letters at least.
_SHORT_HEX_RE = re.compile(r"(?=(?:[a-f]*\d){3})(?=(?:\d*[a-f]){2})[0-9a-f]{16,31}")


def suffix_names_a_key(name: str, value: str) -> bool:
    """Whether ``value`` is a key by its shape, under ``name`` that ends in the word (JSON's
    `affindaKey`, `scrapfly_key`: `_SUFFIX_KEY_RE`) and names no key that is no secret."""
    suffix = _KEY_SUFFIX_RE.search(name)
    if suffix is None or not (key_shaped(value) or _SHORT_HEX_RE.fullmatch(value)):
        return False
    return names_a_secret_key(name[: suffix.start()])


def names_a_secret_key(words: str) -> bool:
    """Whether a key's name before its last word (`mobilpay` of `MOBILPAY_KEY`, `cache` of
    `cacheKey`) names no key that is no secret nor a thing of the app's."""
    words = _CAMEL_RE.sub(" ", words).replace("_", " ").replace("-", " ")
    return _NOT_SECRET_RE.search(words) is None and _THING_KEYS_RE.search(words) is None


def _word_and_suffix_keys(text: str) -> Iterator[Span]:
    yield from _word_keys(text)
    yield from _suffix_keys(text)


# An identifier that says its id is private (a payment gateway's `Private-Merchant-Id` header,
# `privateMerchantId`, `PRIVATE_CREDENTIAL_ID`): a key-shaped value under it is the secret half of
# the pair (the public id beside it stays).
_PRIVATE_ID_RE = re.compile(
    r"(?<![\w\-.])[\"']?(?i:private)[_\-]?(?:[A-Za-z][a-z]*[_\-]?){0,3}(?:id|ID|Id)[\"']?"
    r"[ \t]*(?::=|[:=])"
    r"[ \t]*[\"'`]?(?P<v>[A-Za-z0-9][A-Za-z0-9_\-]{15,200})(?![A-Za-z0-9_\-+/=])"
)


def _private_ids(text: str) -> Iterator[Span]:
    for m in _PRIVATE_ID_RE.finditer(text):
        if key_shaped(m.group("v")) or _SHORT_HEX_RE.fullmatch(m.group("v")):
            yield m.start("v"), paired_end(text, m.end("v")), "vendor_key"


# A UUID or a hex run of 32 or more right after the word for "key" (or "token", "secret") with
# no separator (`new SambaNova key 0814…-…`): the value's shape says it is one; not a key that
# is no secret (`idempotency key …`, `request key …`).
_BARE_VALUE_RE = re.compile(
    # (`…_HASH=` or `…_AUTH_CODE=` glued: `hex_keys.named_hex` reads them)
    r"(?:(?<![A-Za-z0-9_\-+/=])|(?<=_HASH=)|(?<=_AUTH=)|(?<=_CODE=))"
    r"(?:[0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}|[0-9a-fA-F]{32,128})"
    r"(?![A-Za-z0-9_\-+/=])"
)
# (searched for in the few characters before the value: the value first, cheaper)
_BARE_KEY_RE = re.compile(
    r"(?i:(?<![^\W_])(?:"
    + _NOUN
    + r"|tokens?|secret|t[oó]k[eé]n|jeton|tokeni|токен|секрет|secreto|segreto|sekret|geheimnis"
    r"|토큰|トークン|令牌)(?![^\W_]))"
    # (whose, after it: `cheie Groq …`; in Egyptian chat with its "of" and "the new" around it:
    # `el key bta3 Banque Misr el gdeed …`, Arabic's `مفتاح O-Cash الجديد هو …`)
    r"(?P<name>(?:[ \t]+(?:bta3|btaa3|beta3|of|for)(?:[ \t]+[^\W\d_][\w.&\-]{1,20}){1,2}"
    r"|[ \t]+[^\W\d_][\w.&\-]{1,20})"
    r"(?:[ \t]+(?:el[ \t]+)?(?:gdeed|gedid|gdid|new|الجديد|جديد))?(?:[ \t]+(?:هو|huwa))?)?"
    r"[ \t]+[`\"']?\Z"
)
_KEY_ID_WORDS = frozenset({"id", "ids", "uuid", "guid", "name", "version", "ref", "alias", "arn"})


def _bare_keys(text: str) -> Iterator[Span]:
    for v in _BARE_VALUE_RE.finditer(text):
        m = _BARE_KEY_RE.search(text, max(0, v.start() - 64), v.start())
        if m is None or not key_shaped(v.group()):
            if named_hex(text, v.start(), v.end()):  # (`key in use …`, `password hash …`)
                yield v.start(), paired_end(text, v.end()), "vendor_key"
            continue
        word = _WORD_BEFORE_RE.search(text, max(0, m.start() - 32), m.start())
        name = (m.group("name") or "").strip().lower()
        before = word.group().strip() if word else ""
        if _KEY_ID_WORDS.intersection(name.split()) or (
            before and not name and names_a_secret(f"{before}_key")
        ):
            continue  # (`key id 0814…`: the key's name; `api key …`: a label `assign` reads)
        if _NOT_SECRET_RE.search(before + " " + name) is None:
            yield v.start(), paired_end(text, v.end()), "vendor_key"


# A client made with its key, in code: a string literal of a key's shape (`key_shaped`) as the
# first argument of a constructor, or the second after a name or an id (`new UrubutoPay("urb-7bc3…")`,
# `vozovoz.New("ec81…")`, `surecash.New("chengi-topup", "2fa5…")`, Rust's `NexusPay::new("chengi",
# "c37b…")`, `TwilioClient("…")`), but for a class that holds an id or a digest (`new
# ObjectId("…")`, `uuid.UUID("…")`, `Guid("…")`).
_CLIENT_KEY_RE = re.compile(
    r"(?:\bnew[ \t]+(?P<cls>[A-Z][\w.]{1,40})|\b[A-Za-z_]\w{0,40}(?:\.New|::new)"
    r"|\b(?P<named>[A-Z]\w{0,40}(?:Client|Api|API|Pay|Sdk|SDK|Service)))"
    r"\([ \t]*(?:[\"'][\w.\-]{1,40}[\"'][ \t]*,[ \t]*)?[\"'](?P<v>[A-Za-z0-9_\-]{16,200})[\"']"
)
# (or a generator's groups of five, a digit among them: `dr7r4-b8iep-kr3r0`)
_GROUPED_KEY_RE = re.compile(r"(?=[a-z\-]*\d)" + even_groups((5,), 8))
_ID_CLASS_RE = re.compile(r"(?i:id\b|uuid|guid|hash|digest|date|decimal|bigint|url|regexp|color)")


def _client_keys(text: str) -> Iterator[Span]:
    for m in _CLIENT_KEY_RE.finditer(text):
        value = m.group("v")
        if _ID_CLASS_RE.search(m.group("cls") or "") is not None:
            continue
        if key_shaped(value) or _GROUPED_KEY_RE.fullmatch(value) is not None:
            yield m.start("v"), m.end("v"), "vendor_key"


# Any vendor's key whose prefix is a word naming a key, of a few small letters (`skey_`,
# `apikey_`, `seckey_live_`, `api_secret_`), then a random run of letters and digits mixed: the
# word is searched for (a literal: cheap beyond ASCII too), its letters before read back.
_PREFIXED_RE = re.compile(
    r"(?P<word>key|secret)_(?:(?:test|live|prod|sandbox|dev)_)?(?=[A-Za-z]{0,63}\d)"
    r"(?=[0-9]{0,63}[A-Za-z])[A-Za-z0-9]{16,64}(?![A-Za-z0-9_\-])"
)
# (or words before it joined by `_`, one of them saying the key is secret: `live_secret_key_`)
_PREFIX_LETTERS_RE = re.compile(r"(?<![A-Za-z0-9_\-])(?P<words>(?:[a-z]{1,10}_){0,3})[a-z]{0,6}\Z")
_SECRET_WORD_RE = re.compile(r"(?:^|_)(?:secret|private|priv|sec)_")


def _prefixed_keys(text: str) -> Iterator[Span]:
    for m in _PREFIXED_RE.finditer(text):
        before = _PREFIX_LETTERS_RE.search(text, max(0, m.start() - 40), m.start())
        if before is None:
            continue
        joined = before.end("words") == m.start() and before.start() < m.start()
        secret = m.group("word") == "secret" or _SECRET_WORD_RE.search(before.group("words"))
        if joined and not secret:
            continue  # (`public_key_…`, `cache_key_…`: words that say no secret)
        if before.start() < m.start() or m.group("word") == "secret":
            yield before.start(), m.end(), "vendor_key"


# Any vendor's key by its prefix's shape alone: a few letters, a stage (`live`, `test`, `prod`)
# and 24 characters or more of hex or a random run (`scp-live-…`, `zx_test_…`), wherever it is.
_STAGED_RE = re.compile(
    r"(?<![A-Za-z0-9_\-])[a-z]{2,8}[_\-](?:live|test|prod|sandbox)[_\-](?P<body>[A-Za-z0-9]{24,128})"
    r"(?![A-Za-z0-9_\-])"
)


def _prefixed_and_staged_keys(text: str) -> Iterator[Span]:
    yield from _prefixed_keys(text)
    for m in _STAGED_RE.finditer(text):
        body = m.group("body")
        shaped = _HEX_RE.fullmatch(body) or _RUN_RE.fullmatch(body)
        if shaped and has_classes(body, 2) and entropy(body) >= _MIN_ENTROPY:
            yield m.start(), m.end(), "vendor_key"


# (or a run of letters alone, no digit, whose cases switch at random: `hbp_live_OKQqrdCkcAU…`)
_STAGED_LETTERS_RE = re.compile(
    r"(?<![A-Za-z0-9_\-])[a-z]{2,8}[_\-](?:live|test|prod|sandbox)[_\-](?P<body>[A-Za-z_]{16,128})"
    r"(?![A-Za-z0-9_\-])"
)
_LETTERS_SWITCHES = 6
# (capitalised words run together, a test's or a job's name: `api_test_GetUserByIdReturnsNone`)
_HUMPS_RE = re.compile(r"(?:[A-Z]{3,}(?=[A-Z][a-z]|_|$)|[A-Z][a-z]+|[a-z]+|_)+")  # (`HTTPServer`)


def _staged_letter_keys(text: str) -> Iterator[Span]:
    for m in _STAGED_LETTERS_RE.finditer(text):
        body = m.group("body")
        if _HUMPS_RE.fullmatch(body) is None and random_letters(
            body, switches=_LETTERS_SWITCHES, least=16
        ):
            yield m.start(), m.end(), "vendor_key"


FAMILIES = (
    Family(  # (one first-look pattern for both: `_PREFIXED_RE`'s and `_STAGED_RE`'s)
        "prefixed_key",
        re.compile(_PREFIXED_RE.pattern + "|" + _STAGED_RE.pattern),
        _prefixed_and_staged_keys,
        needs_digit=True,
    ),
    Family(
        "staged_letters_key",
        _STAGED_LETTERS_RE,
        _staged_letter_keys,
        hint=re.compile(r"[_\-](?:live|test|prod|sandbox)[_\-]"),
    ),
    Family(
        "word_key",
        _WORD_KEY_GATE_RE,
        _word_and_suffix_keys,
        hint=re.compile(r"[A-Za-z0-9_\-]{16}"),
    ),
    Family("private_id", re.compile(r"(?i:private)[\w\-]{0,40}?(?i:id)"), _private_ids),
    Family(
        "client_key",
        re.compile(
            r"\bnew[ \t]+[A-Z]|\.New\(|::new\(|[A-Z]\w*(?:Client|Api|API|Pay|Sdk|SDK|Service)\("
        ),
        _client_keys,
    ),
    Family(  # (by the value's shape, ASCII only: the first look reads it beyond ASCII too)
        "bare_key",
        re.compile(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-|[0-9a-fA-F]{32}"),
        _bare_keys,
    ),
    Family(
        "api_key_named",
        _GATE_RE,
        _api_keys,
        hint=re.compile(r"[A-Za-z0-9_\-]{20}"),
    ),
)
