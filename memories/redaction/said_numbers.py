# ruff: noqa: RUF001  (the words of other languages are this file's data)
"""A password said as a word and then a number named as one: "migas and then the number 7619",
"farinata, then the digits 4804", "liafuan farinata ho númeru 1930 iha rohan".

Part of the scrubber (`memories.redaction`); pure. The word for "number" or "digits" is read by
its shape in any language (`numbers.DIGITS_WORD`: `number`, `namba`, `númeru`, `nummer`,
`cifre`, …); before it one to three short words join it to a plain word (`and then the`, `ho`,
`na`), and after it two to eight digits. With a password label before it in the text, one or two
short words may close the clause after the digits (`bihain`, `iha rohan`); with none, a word for
"then" or "followed by" must join them (`and then`, `afta`, `dann`, `luego`, `followed by the`)
and the digits end the clause, or the machine it opens is said after them (`…, followed by 4951 —
that's the dairy PC`). The word and what follows go (`[REDACTED:password_assignment]`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from memories.redaction.family import Family, Span
from memories.redaction.first_look import Starts
from memories.redaction.label_search import label_matches
from memories.redaction.labels import PROSE_WORDS, label_kind, words
from memories.redaction.numbers import DIGITS_WORD, says_digits
from memories.redaction.spoken import ACCOUNT

__all__ = ["FAMILIES"]

_SAID_RE = re.compile(
    r"(?<![^\W\d_])(?P<v>(?P<w>[^\W\d_][\w'’\-]{2,23}),?[ \t]+"
    r"(?P<join>(?:[^\W\d_]{1,10}[ \t]+){1,5}?)(?:[^\W\d_]{1,3}['’\-])?"  # (`in-numru`, `l'numero`)
    r"(?i:" + DIGITS_WORD + r")[ \t]+\d{2,8})"
    r"(?![\w\-/%:]|[.,]\d)(?P<after>(?:[ \t]+[^\W\d_]{1,8}){0,2})[ \t]*(?=[.!;),]|\n|\Z)"
)
# "Then" and "after", in the languages of Europe and of its creoles, pidgins and neighbours.
_THEN = words(
    "then afta after bihain behain dann danach puis ensuite luego después despues depois poi dopo"
    " doppo dimpués potem pak potom sonra ardından ardindan затем потом унтан daarna sitten siis"
    " kemudian lalu"
    " pastaj majd aztán apoi epi apre kisha halafu alafu wedyn ansin duerno lura goude"
    # "Followed by" (`lavash followed by the number 6433`, `gefolgt von`, `suivi de`, `seguido de`).
    " followed gefolgt suivi suivie seguido seguida seguito seguita gevolgd följt fulgt"
    " efterfulgt seurattuna követi následovaný praćen sledi"
    " 다음에 다음"  # (Korean's "next", "after that": `espinel 다음에 숫자 4284`)
)
_NOT_WORDS = PROSE_WORDS | words(
    "number numbers digits digit code codes pin word words year years page line room floor"
)
_NOT_ENDS = ("ed", "ing", "ly")
# With no label, a word said after one of these is a thing of the sentence, not a password
# (`took the tram and then the number 14`).
_DETERMINERS = words(
    "the a an my our your his her their its this that these those some any each every no der die"
    " das den dem ein eine le la les un une el los las il lo gli o os as um uma de het een"
)
_WORD_BEFORE_RE = re.compile(r"([^\W\d_]+)[ \t]+\Z")


def _said_numbers(text: str) -> Iterator[Span]:
    if not says_digits(text):  # (RE2: a word for a number, before Python's search)
        return
    labelled = None
    for m in _candidates(text):
        word = m.group("w").lower()
        if word in _NOT_WORDS or word.endswith(_NOT_ENDS):
            continue
        join = m.group("join").lower().split()
        if _numbered(join):
            continue  # (`alice, ticket number 4412`: a ticket's number)
        if labelled is None:
            labelled = _password_labels(text)
        if any(start <= m.start() < end for start, end in labelled):
            continue  # (the word is the label itself: `비밀번호는 espinel 다음에 숫자 4284`)
        if any(end <= m.start() for _, end in labelled) or (
            not m.group("after")
            and any(w in _THEN for w in join)
            and not _after_determiner(text, m)
        ):
            yield m.start("v"), m.end("v"), "password_assignment"


# With a password's label before it on its line, no word for "number" is needed: a plain word
# (a short word after it, a comma), one to six short words of any language (`tassa, lower case,
# and ends with 5123`), and the digits that end the line (`'ra contraseña ge 'ra noya
# letterbox, nepu 3143`, `پسورد کلمهٔ mithun اس،
# بعد از آن 6604`): a password dictated as a word and a number.
# (the word capitalised, and the word for "number" after the digits: "the word Atlas, then the
# number 3611", `Parol: Atlas so‘zi, keyin 3611 raqami`)  # noqa: RUF003
_LABELLED_SAID_RE = re.compile(
    r"(?<![^\W\d_])(?P<v>(?P<w>[A-Za-z][a-z]{2,19})(?:[ \t]+[^\s\d,،]{1,6}){0,2}[ \t]*[,،][ \t]+"
    r"(?P<join>(?:[^\s\d]{1,12}[ \t]+){1,6}?)\d{3,6})"
    r"(?:[ \t]+(?i:" + DIGITS_WORD + r"))?[ \t]*[.!]?[ \t]*(?=\n|\Z)"
)
# What the digits of such a line may be instead: a ticket's, a room's, a bus's (`alice, ticket 4412`).
_NUMBERED_THINGS = words(
    "ticket tickets order case invoice room issue build version port page line item ext extension"
    " tel phone flight gate seat bus tram route platform no no. nr nr. # id ref pr account"
)


def _labelled_said(text: str) -> Iterator[Span]:
    # (a match that is no password's may hold one starting at a later word: `the word tassa, …`,
    # `pasword ku, tibuk ya kitang, sunud ya 3269`)
    return _labelled_on_line(text, _LABELLED_SAID_RE, _numbered_said, _password_labels)


def _numbered_said(m: re.Match[str]) -> bool:
    # (the words right before the digits: `…, ticket no 4412`; not `lower case`)
    return _numbered(m.group("join").lower().split()[-2:])


# With a password's (or a wifi's) label before it on its line, a plain word, one to four words
# that say "then" (`serac then 7165`, `shaour a hned za ním 3734`), and the digits that end the
# clause (a remark may follow: `…, no spaces; …`), perhaps "at the end" after them (Swahili's
# `… alafu 9924 mwisho`).
_LABELLED_THEN_RE = re.compile(
    r"(?<![^\W\d_])(?P<v>(?P<w>[a-z]{3,20})[ \t]+"
    r"(?P<join>(?:(?:[^\W\d_]{1,10}|ba3d[a-z]{0,4})[ \t]+){1,4}?)\d{3,6})"
    r"(?![\w\-/%:]|[.,]\d)(?:[ \t]+(?i:mwisho(?:ni)?|at[ \t]+the[ \t]+end))?"
    r"(?=[ \t]*(?:[.!;,)]|\n|\Z))"
)
_THEN_MORE = _THEN | words("hned ním baad seda pärast")  # (Czech, Hindustani, Estonian)
# (and Arabic chat's "after it", its `3` the letter ʿayn: `kelmet soursop w ba3da 736`)
_THEN_MORE |= words("ba3d ba3da ba3dha ba3do ba3dein ba3den")
_YEAR_RE = re.compile(r"(?<!\d)(?:19|20)\d\d\Z")
_WIFI_RE = re.compile(r"(?i:(?<![^\W\d_])(?:wi-?fi|wlan)(?![^\W\d_]))")  # (`the crew wifi is …`)


def _labelled_then(text: str) -> Iterator[Span]:
    yield from _labelled_on_line(text, _LABELLED_THEN_RE, _no_then, _password_or_wifi_labels)
    yield from _then_for_a_machine(text)
    for m in _NAME_THEN_RE.finditer(text):
        yield m.start("v"), m.end("v"), "password_assignment"


# Or a password's recipe by its first words alone, "the name of our …", then the name and "followed
# by" a number (a year too): `the name of our camel, Saksaultuie22, followed by 2019`.
_NAME_THEN_RE = re.compile(
    r"(?<![^\W\d_])(?i:the[ \t]+name[ \t]+of[ \t]+(?:our|my|his|her|their|your)[ \t]+"
    r"[^\W\d_]{2,16}),?[ \t]+(?P<v>[^\W\d_][\w'’\-]{2,23},?[ \t]+"
    r"(?i:followed[ \t]+by|and[ \t]+then|then)[ \t]+(?:(?i:the[ \t]+(?:number|digits|year)[ \t]+))?"
    r"\d{2,6})(?![\w\-/%:]|[.,]\d)"
)


# Or, no label before it, the machine it opens said after it: `the name of our cow, chastè,
# followed by 4951 — that's the dairy PC` (a word of any letters, a comma after it perhaps).
_SAID_THEN_RE = re.compile(
    r"(?<![^\W\d_])(?P<v>(?P<w>[^\W\d_]{3,20}),?[ \t]+(?P<join>(?:[^\W\d_]{1,10}[ \t]+){1,4}?)"
    r"\d{3,6})(?![\w\-/%:]|[.,]\d)"
)
# (or Italian's, Spanish's and Portuguese's "it's the … of the wifi": `…, poi 2295 — è la password
# del wifi`)
_FOR_A_MACHINE_RE = re.compile(
    r"[ \t]*[,;—–\-]+[ \t]*(?:(?i:that['’]?s|it['’]?s|for)[ \t]+(?i:the|my|our|your)"
    r"|(?i:è|e['’]|es|é)[ \t]+(?i:la|il|el|a|o|mi|mia|mio))[ \t]+"
    r"(?:[^\W\d_][\w\-]{0,20}[ \t]+){0,2}?" + ACCOUNT + r"(?![^\W\d_])"
)


def _then_for_a_machine(text: str) -> Iterator[Span]:
    for m in _SAID_THEN_RE.finditer(text):
        if m.group("w").lower() in _NOT_WORDS or _no_then(m):
            continue
        if _FOR_A_MACHINE_RE.match(text, m.end()):
            yield m.start("v"), m.end("v"), "password_assignment"


def _no_then(m: re.Match[str]) -> bool:
    if not any(w in _THEN_MORE for w in m.group("join").lower().split()[-2:]):
        return True  # (the "then" right before the digits)
    return _YEAR_RE.search(m.group("v")) is not None  # (`the wifi is down until then 2024`)


def _password_or_wifi_labels(text: str) -> list[tuple[int, int]]:
    return _password_labels(text) + [w.span() for w in _WIFI_RE.finditer(text)]


def _labelled_on_line(
    text: str,
    pattern: re.Pattern[str],
    skip: Callable[[re.Match[str]], bool],
    labels: Callable[[str], list[tuple[int, int]]],
) -> Iterator[Span]:
    """`pattern`'s matches (a word `w`, a value `v`) that `skip` does not rule out and that have one of
    `labels` before them on their line; a match that is none may hold one that starts at its
    next word."""
    labelled = None
    pos = 0
    while (m := pattern.search(text, pos)) is not None:
        pos = m.end("w")
        if m.group("w") in _NOT_WORDS or skip(m):
            continue
        if labelled is None:
            labelled = labels(text)
        line_start = text.rfind("\n", 0, m.start()) + 1
        if any(line_start <= start and end <= m.start() for start, end in labelled):
            yield m.start("v"), m.end("v"), "password_assignment"
            pos = m.end()


def _numbered(join: list[str]) -> bool:
    """Whether the words before the digits name what they number (`ticket`, `room`, `bus`)."""
    return any(w.strip(".,:;") in _NUMBERED_THINGS for w in join)


def _password_labels(text: str, kinds: tuple[str, ...] = ("password",)) -> list[tuple[int, int]]:
    """Where the password labels (or those of ``kinds``) of ``text`` stand."""
    return [kw.span() for kw in label_matches(text) if label_kind(kw.group("label")) in kinds]


def _candidates(text: str) -> Iterator[re.Match[str]]:
    """`_SAID_RE`'s matches, and those that start at a later word of one (a label's word may
    start a match whose own word is one of its joining words: `senha mak liafuan farinata ho`)."""
    for m in _SAID.finditer(text):
        yield m
        pos = m.end("w")
        while (inner := _SAID_RE.search(text, pos, m.end())) is not None:
            yield inner
            pos = inner.end("w")


def _after_determiner(text: str, m: re.Match[str]) -> bool:
    before = _WORD_BEFORE_RE.search(text, max(0, m.start() - 16), m.start())
    return before is not None and before.group(1).lower() in _DETERMINERS


_SAID = Starts(_SAID_RE)

# What `_SAID_RE` needs, cheap to look for first: two digits, then a word for a number.
_TWO_DIGITS_RE = re.compile(r"\d\d")

FAMILIES = (
    # (its gate two digits: a word-level gate swelled the first look's automaton, and the finder
    # looks for a word for a number with RE2 first)
    Family("said_number", _TWO_DIGITS_RE, _said_numbers, needs_digit=True),
    Family(
        "labelled_said_number",
        re.compile(r"[a-z]{3}[^\n\d]{0,8}[,،][^\n]{1,80}\d{3}"),
        _labelled_said,
        needs_digit=True,
    ),
    Family(
        "labelled_then_number",
        re.compile(
            r"(?i:(?<![^\W\d_])(?:"
            + "|".join(sorted(map(re.escape, _THEN_MORE), key=len, reverse=True))
            + r")(?![^\W\d_]))[^\n]{0,50}\d{3}"
        ),
        _labelled_then,
        needs_digit=True,
    ),
)
