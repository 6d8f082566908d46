"""Distinguishing facts: the deterministic veto applied before any similarity-based dedup merge.

Two memories that differ in an identifier, a number, a date, a time, an amount, a quantity, a
name or a negation state different facts, however similar their wording or vectors. Pure: text
in, facts out; no database, no model, so the lexical and the vector path give the same veto.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from functools import lru_cache

from memories.services.dedup import qualifiers as q
from memories.services.dedup.sides import lead_name, opposite, possessives_of, sides_of
from memories.services.dedup.words import (
    COMMON,
    CUE_WORDS,
    LIGHT,
    NEGATED_CONTRACTION,
    NEGATIONS,
    POLITE,
    STOPWORDS,
    canonical,
    join_short_hyphenated,
    stem,
)

_MONTHS = {
    name: number
    for number, names in enumerate(
        [
            ("january", "jan"),
            ("february", "feb"),
            ("march", "mar"),
            ("april", "apr"),
            ("may",),
            ("june", "jun"),
            ("july", "jul"),
            ("august", "aug"),
            ("september", "sep", "sept"),
            ("october", "oct"),
            ("november", "nov"),
            ("december", "dec"),
        ],
        start=1,
    )
    for name in names
}
_MONTH = r"(" + "|".join(sorted(_MONTHS, key=len, reverse=True)) + r")\.?"
_ORD = r"(?:st|nd|rd|th)?"
_DATE_PATTERNS: list[tuple[re.Pattern[str], str]] = [
    (re.compile(r"\b(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})\b"), "ymd"),
    (re.compile(r"\b(\d{1,2})[/.](\d{1,2})[/.](\d{4}|\d{2})\b"), "xxy"),
    (re.compile(rf"\b(\d{{1,2}}){_ORD}\s+(?:of\s+)?{_MONTH},?(?:\s+(\d{{4}}))?\b", re.I), "dmy"),
    (re.compile(rf"\b{_MONTH}\s+(\d{{1,2}}){_ORD}(?:,?\s+(\d{{4}}))?\b", re.I), "mdy"),
    (re.compile(rf"\b{_MONTH}\s+(\d{{4}})\b", re.I), "my"),
]
_TIME = re.compile(r"\b(\d{1,2})(?::(\d{2}))?\s*([ap])\.?m\.?(?![a-z])|\b(\d{1,2}):(\d{2})\b", re.I)
_NUMBER = r"\d+(?:,\d{3})*(?:\.\d+)?"
_SCALE = r"(?:\s*(k|m|bn|thousand|million|billion)\b)?"
_CURRENCY_SYMBOL = {"$": "usd", "€": "eur", "£": "gbp", "¥": "jpy", "₹": "inr"}
_CURRENCY_WORD = {
    "usd": "usd", "dollar": "usd", "dollars": "usd", "bucks": "usd", "eur": "eur", "euro": "eur",
    "euros": "eur", "gbp": "gbp", "pound": "gbp", "pounds": "gbp", "jpy": "jpy", "yen": "jpy",
    "chf": "chf", "francs": "chf", "inr": "inr", "rupees": "inr", "cad": "cad", "aud": "aud",
}  # fmt: skip
_CURRENCY_WORDS = "|".join(sorted(_CURRENCY_WORD, key=len, reverse=True))
_AMOUNT_BEFORE = re.compile(rf"([$€£¥₹])\s?({_NUMBER}){_SCALE}", re.I)
_AMOUNT_CODE_BEFORE = re.compile(
    rf"\b(usd|eur|gbp|chf|jpy|cad|aud|inr)\s?({_NUMBER}){_SCALE}", re.I
)
_AMOUNT_AFTER = re.compile(rf"\b({_NUMBER}){_SCALE}\s*({_CURRENCY_WORDS})\b", re.I)
_MULTIPLIER = {"k": 1000, "thousand": 1000, "m": 10**6, "million": 10**6, "bn": 10**9,
               "billion": 10**9}  # fmt: skip
# Unit spellings → one canonical unit, so "30Ah", "30 Ah" and "30 amp-hours" are one quantity.
_UNITS = {
    "ah": "ah", "amp-hours": "ah", "mah": "mah", "v": "v", "volt": "v", "volts": "v", "w": "w",
    "watt": "w", "watts": "w", "kw": "kw", "kwh": "kwh", "a": "a", "amps": "a", "gb": "gb",
    "gigabyte": "gb", "gigabytes": "gb", "mb": "mb", "megabytes": "mb", "kb": "kb", "tb": "tb",
    "terabytes": "tb", "gib": "gib", "mib": "mib", "ms": "ms", "millisecond": "ms",
    "milliseconds": "ms", "s": "s", "sec": "s", "secs": "s", "second": "s", "seconds": "s",
    "min": "min", "mins": "min", "minute": "min", "minutes": "min", "h": "h", "hr": "h",
    "hrs": "h", "hour": "h", "hours": "h", "day": "d", "days": "d", "d": "d", "week": "wk",
    "weeks": "wk", "month": "mo", "months": "mo", "year": "y", "years": "y", "yr": "y",
    "yrs": "y", "kg": "kg", "kilos": "kg", "g": "g", "grams": "g", "lb": "lb", "lbs": "lb",
    "km": "km", "m": "m", "meters": "m", "metres": "m", "cm": "cm", "mm": "mm", "mi": "mi",
    "miles": "mi", "ft": "ft", "feet": "ft", "%": "%", "percent": "%", "ghz": "ghz",
    "mhz": "mhz", "hz": "hz", "px": "px", "rpm": "rpm", "c": "c", "°c": "c", "f": "f",
    "°f": "f", "l": "l", "litres": "l", "liters": "l", "ml": "ml", "x": "x", "cores": "core",
    "core": "core", "vcpu": "vcpu", "vcpus": "vcpu", "gbps": "gbps", "mbps": "mbps",
    "req/s": "rps", "rps": "rps",
}  # fmt: skip
_NUMBER_WORDS = {
    "zero": 0, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
    "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20,
    "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80,
    "ninety": 90, "hundred": 100, "thousand": 1000, "million": 10**6, "billion": 10**9,
    "dozen": 12, "twice": 2, "thrice": 3, "half": 0.5, "third": 3, "fourth": 4, "fifth": 5,
    "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10,
}  # fmt: skip


# A frequency is a number too: "archived yearly" and "archived monthly" are two facts.
_FREQUENCIES = {
    "hourly": "1h", "daily": "1d", "nightly": "1d", "weekly": "1wk", "biweekly": "2wk",
    "fortnightly": "2wk", "monthly": "1mo", "quarterly": "3mo", "yearly": "1y", "annually": "1y",
    "annual": "1y",
}  # fmt: skip
# A change of status is a fact of its own: "X is the endpoint" / "X was retired" never merge.
_STATUS = re.compile(
    r"\b(deprecated|retired|discontinued|decommissioned|removed|replaced|renamed|cancell?ed|"
    r"obsolete|sunset)\b",
    re.I,
)


# "one" and "first"/"second" are left out of the number words: mostly pronoun, adverb or unit.
# Filler that opens or closes a note without stating anything ("FYI,", "Please note that").
_LEADING_FILLER = re.compile(
    r"^\W*(?:(?:please|kindly)\s+(?:note|remember|keep\s+in\s+mind)(?:\s+that)?|"
    r"(?:just\s+)?so\s+you\s+know|just\s+(?:noting|a\s+reminder)(?:\s+that)?|fyi|btw|"
    r"by\s+the\s+way|heads\s+up|quick\s+note|reminder|note(?:\s+that)?|remember(?:\s+that)?|"
    r"also|okay|ok|so|oh|and|hi|hey|hello|well|honestly|just|please)\b[\s,:;!.\-]*",
    re.I,
)
_TRAILING_FILLER = re.compile(r"[\s,;.!-]*\b(?:thanks|thank\s+you|cheers|please)\W*$", re.I)
_WORD = re.compile(r"[^\W\d_]+(?:['\u2019][^\W\d_]+)?")
_CHUNK_STRIP = "\"'`“”\u2018\u2019()[]{}<>,;!?…"
_UNIT_AFTER = re.compile(r"^\s*-?\s*([a-z%°/]+)", re.I)
# One unbroken run longer than any word, or a few letters over and over ("qqqq…", "abab…"):
# no word of a language, so a value of its own, like an identifier.
_UNBROKEN_RUN = re.compile(r"\S{41,}|(\w{1,3}?)\1{5,}")


@dataclass(frozen=True)
class Facts:
    """What makes a statement this statement and not a near-miss of it."""

    values: frozenset[str]  # typed, normalised: date:, time:, amount:, qty:, num:, id:
    names: frozenset[str]  # casefolded capitalised words and acronyms
    opening: frozenset[str]  # names that may be capitalised only for opening a sentence
    negated: bool
    words: frozenset[str]  # stemmed content words (names included): for similarity
    frame: frozenset[str]  # the content words beside correction cues: what it is about
    tokens: frozenset[str]  # every casefolded word, to tell "Alice" from "alice" only by case
    qualifiers: frozenset[str] = frozenset()  # environment, period, place, person it is limited to
    cues: frozenset[str] = frozenset()  # correction cues ("actually", "now", "moved to")
    additive: bool = False  # "also", "too", "as well": it adds to what was known
    sides: frozenset[str] = frozenset()  # poles of oppositions: "order:first", "side:left"
    possessives: frozenset[tuple[str, str]] = frozenset()  # ("lena", "sister")
    lead: str = ""  # the name it opens with: who acts ("kai" in "Kai reports to Mona")


def _decimal(raw: str, scale: str | None = None) -> str:
    try:
        value = Decimal(raw.replace(",", ""))
    except InvalidOperation:
        return raw
    if scale:
        value *= _MULTIPLIER[scale.casefold()]
    return format(value.normalize(), "f")  # "1,200.00" and "1200" are one number


def _date(kind: str, groups: tuple[str | None, ...]) -> str:
    if kind == "ymd":
        year, month, day = (int(g or 0) for g in groups)
    elif kind == "xxy":
        first, second, year = (int(g or 0) for g in groups)
        # Day-first when the first part cannot be a month; month-first (US) otherwise.
        day, month = (first, second) if first > 12 else (second, first)
        year += 2000 if year < 100 else 0
    elif kind == "dmy":
        day, month = int(groups[0] or 0), _MONTHS[(groups[1] or "").casefold()]
        year = int(groups[2]) if groups[2] else 0
    elif kind == "mdy":
        month, day = _MONTHS[(groups[0] or "").casefold()], int(groups[1] or 0)
        year = int(groups[2]) if groups[2] else 0
    else:
        month, year, day = _MONTHS[(groups[0] or "").casefold()], int(groups[1] or 0), 0
    return f"date:{year or '-'}-{month:02d}-{day:02d}" if day else f"date:{year}-{month:02d}"


def _take(pattern: re.Pattern[str], text: str, found: set[str], make: object) -> str:
    """Record every match as a fact and blank it out, so its digits are not counted twice."""

    def blank(match: re.Match[str]) -> str:
        found.add(make(match))  # type: ignore[operator]
        return " " * len(match.group(0))

    return pattern.sub(blank, text)


def _time(match: re.Match[str]) -> str:
    if match.group(4) is not None:
        return f"time:{int(match.group(4)):02d}:{match.group(5)}"
    hour, minute = int(match.group(1)) % 12, match.group(2) or "00"
    hour += 12 if match.group(3).casefold() == "p" else 0
    return f"time:{hour:02d}:{minute}"


def _chunk_values(text: str, values: set[str]) -> str:
    """Numbers (with their unit), spelled numbers and identifier-like tokens of what is left.

    Returns the text with those blanked, so "INV-2024-0042" adds no word "inv" and "12 nodes"
    and "twelve nodes" leave the same words.
    """
    spans: list[tuple[int, int]] = []
    for match in re.finditer(r"\S+", text):
        chunk = match.group(0).strip(_CHUNK_STRIP).rstrip(".:")
        low = chunk.casefold()
        if not chunk:
            continue
        if low in _FREQUENCIES:
            values.add(f"freq:{_FREQUENCIES[low]}")
            spans.append(match.span())
            continue
        if low in _NUMBER_WORDS:
            value = _decimal(str(_NUMBER_WORDS[low]))
        elif not any(ch.isdigit() for ch in chunk):
            shaped = re.search(r"\w[_@/]\w|\w\.\w|[a-z][A-Z]", chunk) is not None
            if _UNBROKEN_RUN.fullmatch(low) or (
                shaped and not re.fullmatch(r"(?:[a-z]\.)+[a-z]?", low)
            ):
                values.add(f"id:{low}")  # snake_case, e-mail, path, file.name, camelCase
                spans.append(match.span())
            continue
        else:
            number = re.fullmatch(rf"(#?)({_NUMBER})(?:st|nd|rd|th)?([a-z%°/]*)", low)
            if (
                number is None
                or number.group(1)
                or (number.group(3) and number.group(3) not in _UNITS)
            ):
                values.add(f"id:{low}")  # INV-2024-0042, v2.3.1, 10.0.0.1, S3, #4411
                spans.append(match.span())
                continue
            value, unit = _decimal(number.group(2)), number.group(3)
            if unit:
                values.add(f"qty:{value}:{_UNITS[unit]}")
                spans.append(match.span())
                continue
        spans.append(match.span())
        after = _UNIT_AFTER.match(text[match.end() :])
        if after and after.group(1).casefold() in _UNITS:
            values.add(f"qty:{value}:{_UNITS[after.group(1).casefold()]}")
            spans.append((match.end() + after.start(1), match.end() + after.end(1)))
        else:
            values.add(f"num:{value}")
    blanked = list(text)
    for start, end in spans:
        blanked[start:end] = " " * (end - start)
    return "".join(blanked)


def _names(text: str) -> tuple[set[str], set[str]]:
    """The names of `text`, and those of them that only open a sentence (not acronyms)."""
    names: set[str] = set()
    opening: set[str] = set()
    sentence_start = True
    for match in re.finditer(r"\S+", text):
        raw = match.group(0)
        word = raw.strip(_CHUNK_STRIP + ".:").removesuffix("'s").removesuffix("\u2019s")
        if word and word[0].isalpha() and word[0].isupper() and len(word) > 1:
            low = q.singular_day(word.casefold())
            acronym = word.isupper()
            common = low in COMMON or low.split("-", 1)[0] in COMMON  # "All-hands:"
            if low not in STOPWORDS and (acronym or not sentence_start or not common):
                names.add(low)
                if sentence_start and not acronym:
                    opening.add(low)
        sentence_start = raw.endswith((".", "!", "?", ":")) or raw in {"-", "—"}
    return names, opening


@lru_cache(maxsize=1024)
def facts_of(text: str) -> Facts:
    """The distinguishing facts of one statement (cached: dedup compares one text many times)."""
    text = unicodedata.normalize("NFKC", text).replace("\u2019", "'")
    text = _TRAILING_FILLER.sub("", text)
    while (stripped := _LEADING_FILLER.sub("", text, count=1)) != text:
        text = stripped
    values: set[str] = set()
    rest = text
    for pattern, kind in _DATE_PATTERNS:
        rest = _take(pattern, rest, values, lambda m, k=kind: _date(k, m.groups()))
    rest = _take(
        _AMOUNT_BEFORE, rest, values,
        lambda m: f"amount:{_CURRENCY_SYMBOL[m.group(1)]}:{_decimal(m.group(2), m.group(3))}",
    )  # fmt: skip
    rest = _take(
        _AMOUNT_CODE_BEFORE, rest, values,
        lambda m: f"amount:{m.group(1).casefold()}:{_decimal(m.group(2), m.group(3))}",
    )  # fmt: skip
    rest = _take(
        _AMOUNT_AFTER, rest, values,
        lambda m: f"amount:{_CURRENCY_WORD[m.group(3).casefold()]}:"
        f"{_decimal(m.group(1), m.group(2))}",
    )  # fmt: skip
    rest = _take(_TIME, rest, values, _time)
    rest = _take(q.CLOCK_WORD, rest, values, q.clock_word)
    rest = _take(q.PERIOD, rest, values, q.period)
    rest = _take(q.RELATIVE, rest, values, q.relative)
    rest = _take(q.PART_OF_DAY, rest, values, q.part_of_day)
    rest = _take(q.ENVIRONMENT, rest, values, q.environment)
    rest = _take(_STATUS, rest, values, lambda m: f"status:{m.group(1).casefold()[:7]}")
    rest = join_short_hyphenated(_chunk_values(rest, values), STOPWORDS)
    words = [w.casefold() for w in _WORD.findall(rest)]
    negated = any(w in NEGATIONS or NEGATED_CONTRACTION.search(w) for w in words)
    content = [
        w
        for w in words
        if w not in STOPWORDS
        and w not in LIGHT
        and w not in POLITE
        and w not in NEGATIONS
        and not NEGATED_CONTRACTION.search(w)
    ]
    names, opening = _names(rest)
    return Facts(
        values=frozenset(values),
        names=frozenset(names),
        opening=frozenset(opening),
        negated=negated,
        words=frozenset(_canonical(w) for w in content),
        frame=frozenset(_canonical(w) for w in content if w in q.WHERE_VERBS or w not in CUE_WORDS),
        tokens=frozenset(q.singular_day(w.removesuffix("'s")) for w in words),
        qualifiers=frozenset(v for v in values if v.startswith(q.QUALIFIER_PREFIXES))
        | q.scoped_names(text, frozenset(names)),
        cues=q.cues_of(text),
        additive=q.ADDITIVE.search(text) is not None,
        sides=sides_of(words),
        possessives=possessives_of(text, skip=STOPWORDS | POLITE),
        lead=lead_name(text, frozenset(names)),
    )


def _canonical(word: str) -> str:
    return canonical(word, q.WHERE_VERBS)


def veto(a: Facts, b: Facts) -> str:
    """Why `a` and `b` cannot be one fact ('' when nothing distinguishes them)."""
    if a.negated != b.negated:
        return "negation"
    differing = a.values ^ b.values
    if differing:
        return sorted(differing)[0].split(":", 1)[0]
    if _unnamed(a, b) or _unnamed(b, a):
        return "name"
    if opposite(a.sides, b.sides):
        return "opposite"
    if _about_another(a, b) or _about_another(b, a):
        return "possessive"
    if a.lead != b.lead and a.lead in b.names and b.lead in a.names:
        return "order"  # the same names, another one acting: "Kai reports to Mona" / "Mona …"
    return ""


def _unnamed(a: Facts, b: Facts) -> bool:
    """Does `a` name something `b` lacks in any case? A word that opens a sentence of `a` may be
    a common word in another form ("Deployments happen…" beside "we deploy"): the same stem
    in `b`, not a name there, will do."""
    missing = a.names - b.tokens
    if not missing & a.opening:
        return bool(missing)
    stems = {stem(t) for t in b.tokens - b.names}
    return any(n not in a.opening or stem(n) not in stems for n in missing)


def _about_another(a: Facts, b: Facts) -> bool:
    """Does `a` speak of something of someone `b` names, something `b` does not mention
    ("Lena's sister is moving" beside "Lena is moving")?"""
    return any(
        owner in b.tokens and _canonical(word) not in b.words for owner, word in a.possessives
    )


def similarity(a: Facts, b: Facts) -> float:
    """Jaccard overlap of the stemmed content words (politeness and stopwords left out)."""
    if not a.words and not b.words:
        return 1.0 if a.values and a.values == b.values else 0.0
    return len(a.words & b.words) / len(a.words | b.words)
