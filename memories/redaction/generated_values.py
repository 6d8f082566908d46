# ruff: noqa: RUF001  (dashes of other keyboards separate a value)
"""A value of a password generator's shape closing a short line after a separator, whatever
language the words before it are in: `… саҥа кистэлэҥ тыла — mukapu_fydzhin_fafaru56`,
`phasiwede ya router ya hayani: BraveReindeer89!`, `parau huna: qqX0=ynZvDp&Fb1`,
`нюуса үгэ: | Khuushuur-chadan452`, `te parau huna 'āpī o te tavini, Str0g4n1n476$`.

Part of the scrubber (`memories.redaction`); pure. Label words grow one language at a time; the
value's look carries to every language nobody listed. One to eight words of any script name it,
then a colon, a bar, a comma or a dash, then a token of a shape only a password generator or a
person making a password gives (`shapes.generator_shaped`: words joined with a number glued to
the last, capitalised words with a number and a sign, three classes switching often), and the
line ends (an aside in brackets may follow). A user's, a host's, a file's, a branch's or a
build's name stays: a word of the label says so (`username`, `host`, `branch`, `tag`, …), and
the shape itself holds no path, address, version or host name.

A label in another script than the value's is the other sign (`дискиниң чажыт домаа:
steppe-coral-falcon-larch`, `дискэ кистэлэҥ этиитэ: hibiscus yurt reindeer permafrost steppe
marula`): after words of no Latin letter and a colon, a bar or a dash, small Latin words closing
the line, four joined by one sign or five apart, are a passphrase; no prose word among them.

A password manager's grouped password needs no label at all: three groups of six letters and
digits joined by dashes, a digit among a group's letters (`9xzyml-rtm4kz-ur6ryl`), four groups
of four or five joined by dots (of four, by dashes too), or three of five joined by dots or
dashes with a digit before a letter in two of them (`hk1jl.xyxxc.332tw`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from memories.redaction.family import Family, Span
from memories.redaction.first_look import Starts
from memories.redaction.labels import PROSE_WORDS, words
from memories.redaction.shapes import (
    case_and_digit_classes,
    generator_shaped,
    joined_words,
    letter_digit_switches,
)

__all__ = ["FAMILIES", "NAME_LABELS", "joined_phrase"]

# A separator (a colon, a bar or a comma after a word; a dash or a bar after a space), perhaps a
# bar after the colon (`: |`), the token (perhaps in guillemets or typographic quotes: `«…»`), an
# aside in brackets, the line's end.
_SEP_VALUE_RE = re.compile(
    r"(?:(?<=[^\s])[:|,：՝፡፦]|[ \t][\-—–|→])(?:[ \t]*\|)?[ \t]+[«“„‹]?"
    r"(?P<v>[!-~]{8,64}?)[»”“›]?(?:[ \t]+\([^()\n]{0,40}\))?[ \t.]*$",
    re.MULTILINE,
)
_MAX_CLAUSE_WORDS = 8
_MAX_LINE_WORDS = 14
# (and a breadcrumb's step: `ERP › Users › bakhyt: …`)  # noqa: RUF003
_CLAUSE_BREAK_RE = re.compile(r"[:;,|：՝፡፦]|[ \t][\-—–→›»>][ \t]")
# A line of code: a call, a block, an assignment, an import.
_CODE_LINE_RE = re.compile(r"[(){}=<>]|^\s*(?:from|import|def|class|return|const|let|var)\s")
# What a label names that is no password: a user, a host, a file, a branch, a build, a tag.
NAME_LABELS = words(
    """
    user users username usernames login logins name names nick nickname handle account alias
    id host hostname server domain file files filename path folder dir directory branch tag tags
    build release version commit image container service node cluster bucket table database db
    project repo repository package module model title subject email mail ssid network channel
    team group room device product sku order ticket slug label region zone
    class classname style selector plugin theme font crate gem
    """
)
_WORD_RE = re.compile(r"[^\W\d_]+")
_STEM_RE = re.compile(r"[A-Za-z0-9]{5,}")


# Small Latin words, four joined by one sign or five apart, closing the line after a separator.
_PHRASE_RE = re.compile(
    r"(?<=[^\s])[ \t]*(?:[:|：]|[ \t][\-—–])(?:[ \t]*\|)?[ \t]+(?P<v>[a-z]{3,12}"
    r"(?:([-._])[a-z]{3,12}(?:\2[a-z]{3,12}){2,7}|(?:[ ][a-z]{3,12}){4,11}))[ \t.]*$",
    re.MULTILINE,
)
_LATIN_RE = re.compile(r"[A-Za-z\u00c0-\u024f]")
# The words of a list of tags or tools (`python django redis celery flask`), and prose: no
# passphrase.
_NOT_PHRASE = (
    PROSE_WORDS
    | NAME_LABELS
    | words(
        """
        python django flask redis celery docker linux java javascript react node nginx postgres
        mysql sql api http json html css git kubernetes ubuntu debian windows android ios rust
        golang go ruby rails php swift kotlin scala vue angular aws azure cloud web data science
        machine learning deep
        """
    )
)


def _phrases(text: str) -> Iterator[Span]:
    """Small Latin words closing a line whose label has no Latin letter."""
    if text.isascii():
        return
    for m in _PHRASE_RE.finditer(text):
        line_start = text.rfind("\n", 0, m.start()) + 1
        clause = _CLAUSE_BREAK_RE.split(text[line_start : m.start()])[-1]
        said = _WORD_RE.findall(clause)
        if not said or len(said) > _MAX_CLAUSE_WORDS or _LATIN_RE.search(clause):
            continue
        if any(w in _NOT_PHRASE for w in re.split(r"[-._ ]", m.group("v"))):
            continue
        yield m.start("v"), m.end("v"), "password_assignment"


# The value first on its line (a list's mark before it), then a separator and its label:
# `Mukapu_fydzhin56 — кистэлэҥ тыл`, `- BraveReindeer89! : phasiwede ya router`.
_VALUE_SEP_RE = re.compile(
    r"^[ \t]*(?:[-*•]|\d{1,2}[.)])?[ \t]*(?P<v>[!-~]{8,64}?)[ \t]+(?:[:|：՝፡፦\-—–→=])[ \t]+"
    r"(?P<label>[^\W\d_][^\n\d]{0,60}?)[ \t.]*$",
    re.MULTILINE,
)
_MAX_LABEL_WORDS = 6


def _values_first(text: str) -> Iterator[Span]:
    for m in _VALUE_SEP.finditer(text):
        value, said = m.group("v"), _WORD_RE.findall(m.group("label"))
        # (the label's first clause counted: a word said to the reader may follow a comma,
        # `shaullo_paila_156 → así quedó la contraseña del correo, causa`)
        label = m.group("label").split(",", 1)[0]
        if len(label.split()) > _MAX_LABEL_WORDS or _CODE_LINE_RE.search(m.group("label")):
            continue
        if generator_shaped(value) and not any(w.lower() in NAME_LABELS for w in said):
            yield m.start("v"), m.end("v"), "password_assignment"


_JOINED_PHRASE_RE = re.compile(r"[a-z]{3,10}([-.])[a-z]{3,10}(?:\1[a-z]{3,10}){2,7}")


def joined_phrase(value: str) -> bool:
    """Four small words or more joined by one dash or dot, no digit (`harbor-lava-llama-tulip`):
    as made up as `word_word_word97`; no prose, tool, tag or naming word among them."""
    return (
        _JOINED_PHRASE_RE.fullmatch(value) is not None
        and joined_words(value)
        and not any(w in _NOT_PHRASE for w in re.split(r"[-.]", value))
    )


def _generated(text: str) -> Iterator[Span]:
    yield from _phrases(text)
    yield from _values_first(text)
    for m in _SEP_VALUE.finditer(text):
        value = m.group("v")
        if value.endswith((",", ";", ":")) or not (generator_shaped(value) or joined_phrase(value)):
            continue
        line_start = text.rfind("\n", 0, m.start()) + 1
        before = text[line_start : m.start() + 1]
        clause = _CLAUSE_BREAK_RE.split(before.rstrip(":|,：՝፡፦-—–→ \t"))[-1]
        said = _WORD_RE.findall(clause)
        if not said or len(clause.split()) > _MAX_CLAUSE_WORDS:
            continue
        if len(before.split()) > _MAX_LINE_WORDS or _CODE_LINE_RE.search(before):
            continue
        if any(w.lower() in NAME_LABELS for w in said):
            continue
        stem = _STEM_RE.match(value)
        if stem is not None and stem.group() in before:
            continue  # (the value's stem said before it: the line is about it)
        yield m.start("v"), m.end("v"), "password_assignment"


# A passphrase by its name (or the generator that made it, or a vault's key), a few words of any
# language between (`passphrase ya backup i …`, `lösenfrasen fer backupen ir …`, `xkcdpass gave
# me this for the archive disk: …`), then small words closing the line (or alone on the next
# line or field): four or more, none of them prose, a tool's or a naming word.
_PHRASE_WORDS = (
    r"pass[ \-]?phrase|l[öo]senfras|(?:safe|vault|master)[ \-]key|xkcdpass|diceware|pwgen"
    r"|パスフレーズ|ፓስፍሬዝ|패스프레이즈"  # (the loan in Japanese, in Ge'ez script and in Hangul)
)
_PHRASE_NAME = (
    r"(?:(?i:(?<![^\W_])(?:pass[ \-]?phrase[^\W\d_]{0,3}|l[öo]senfras[^\W\d_]{0,3}"
    r"|(?:safe|vault|master)[ \-]key|xkcdpass|diceware|pwgen|passphrase-gen|ፓስፍሬዝ)"
    r"(?:-[^\W\d_]{1,4})?(?![^\W_]))"  # (an ending after a dash: `passphrase-chi`)
    r"|パスフレーズ|패스프레이즈)"  # (Japanese: a particle may stand right before it, `バックアップのパスフレーズ`)
)  # (`_PHRASE_WORDS` with the endings a name takes: `lösenfrasen`, `passphrases`)
_NAMED_PHRASE_RE = re.compile(
    _PHRASE_NAME
    + r"(?:(?:[ \t]+[^\s:]{1,16}){0,8}?[ \t]*:[ \t]*|(?:[ \t]+[^\s:]{1,16}){0,5}?[ \t]+"
    # (or the name ends its line or its field, the words alone on the next: `passphrase vault`
    # | `lapau lamang ngarai surau`)
    r"|(?:[ \t]+[^\s:]{1,16}){0,3}?[ \t]*(?:\r?\n|\x1f)[ \t]*)"
    r"(?P<v>[a-z]{3,12}(?:[ ][a-z]{3,12}){3,11})[ \t.]*$",
    re.MULTILINE,
)


def _named_phrases(text: str) -> Iterator[Span]:
    for m in _NAMED_PHRASE_RE.finditer(text):
        said = m.group("v").split()
        if not any(w in _NOT_PHRASE for w in said) and len(set(said)) == len(said):
            yield m.start("v"), m.end("v"), "password_assignment"


# What a password generator gave, said after its command: `pwgen 14 1  # gave Rubas_kefal_751, I
# set it on the panel`, `makepasswd printed …`, `openssl rand -base64 12 → …`: the value a
# generator's or a person's password has the shape of (`shapes.generator_shaped`).
_GENERATORS = (
    r"(?i:(?<![\w\-])(?:pwgen|apg|makepasswd|xkcdpass|diceware|gpw|pass[ \t]+generate"
    r"|bw[ \t]+generate|openssl[ \t]+rand)(?![\w\-]))"
)
_GENERATOR_GAVE_RE = re.compile(
    _GENERATORS + r"[^\n]{0,60}?(?:(?i:gave|gives|generated|printed|output|spat[ \t]+out)"
    r"(?:[ \t]+(?i:me|us))?[ \t]*:?|→|=>|->)[ \t]*[`\"']?"
    r"(?P<v>[!-~]{8,64}?)[`\"']?(?=[,;.]?(?:\s|$))"
)


def _generator_output(text: str) -> Iterator[Span]:
    for m in _GENERATOR_GAVE_RE.finditer(text):
        if generator_shaped(m.group("v")):
            yield m.start("v"), m.end("v"), "password_assignment"


_SEP_VALUE = Starts(_SEP_VALUE_RE)
_VALUE_SEP = Starts(_VALUE_SEP_RE)

# Five to eight groups of four joined by dots: a token read out (`xzKX.8rNB.wZAh…`).
_DOTTED = r"[A-Za-z0-9]{4}(?:\.[A-Za-z0-9]{4}){4,7}"

# A password manager's grouped password, anywhere: three groups of six letters and digits joined
# by dashes, as Apple's Keychain suggests them (`9xzyml-rtm4kz-ur6ryl`, `kq7Ndz-wpxhyt-ravbek`):
# a digit among a group's letters (no group of digits alone), at most one capital, letters past
# `f` in two groups (no hex id), one separator throughout, no group a word's (a vowel in at most half of its letters: `pbezaq`, not `market`; one such group may
# come by chance).
# (or four groups of four or five small letters and digits joined by dots: `cjn6.2usp.oq8l.odmi`,
# four of four by dashes too: `8er4-xjim-9cog-419h`; four of five by underscores,
# `pl1bd_b8vxw_62k7e_md1lw`;
# or three of five joined by dots or dashes, a digit before a letter in two of them, where a
# host's or a build's name has its digits at a group's end: `hk1jl.xyxxc.332tw`, not
# `web01.prod1.local`; or three or four of five joined by dashes, one group drawn as no name is:
# five consonants, or letters and digits switching at each character, `unvsy-182cu-vxncn`,
# `vuvd6-faaql-a1i1i`, `izyzz-8nmyt-vzmcm-oughu`)
_GROUPED_SHAPE = (  # (the family's gate as well)
    _DOTTED  # (a token read out in dotted groups)
    + r"|[A-Za-z0-9]{6}-[A-Za-z0-9]{6}-[A-Za-z0-9]{6}"
    r"|[a-z0-9]{4}(?:[.\-][a-z0-9]{4}){3}|[a-z0-9]{5}(?:[._\-][a-z0-9]{5}){3}"
    r"|[a-z0-9]{5}[.\-][a-z0-9]{5}[.\-][a-z0-9]{5}"
)
# (after a user's name and a colon too, the pair alone: `root:bwqoeu-rodjgh-mt3dcp`)
_GROUPED_RE = re.compile(
    r"(?:(?<![\w\-./:@])|(?<=[a-z]:))(?:" + _GROUPED_SHAPE + r")(?![\w\-]|[./:@]\w)"
)
_DOTTED_RE = re.compile(_DOTTED)
_PAST_HEX_RE = re.compile(r"[g-zG-Z]")
_DIGIT_THEN_LETTER_RE = re.compile(r"\d[a-z]")


_FIVE_CONSONANTS_RE = re.compile(r"[b-df-hj-np-tv-xz]{5}")


def _drawn_group(group: str) -> bool:
    """A group of five no name has: five consonants (`vxncn`), or letters and digits switching
    at each character (`a1i1i`; not a name's `k8s01`)."""
    return _FIVE_CONSONANTS_RE.fullmatch(group) is not None or letter_digit_switches(group) >= 4


def _grouped(text: str) -> Iterator[Span]:
    for m in _GROUPED_RE.finditer(text):
        value = m.group()
        groups = re.split(r"[-._]", value)
        if _DOTTED_RE.fullmatch(value):
            # Five to eight groups of four joined by dots, capitals, small letters and digits
            # among them, most groups mixing two of them: a token read out (`xzKX.8rNB.wZAh…`).
            mixed = sum(case_and_digit_classes(g) >= 2 for g in groups)
            if case_and_digit_classes(value) == 3 and 2 * mixed > len(groups):
                yield m.start(), m.end(), "password_assignment"
            continue
        if sum(c.isupper() for c in value) > 1 or any(g.isdigit() for g in groups):
            continue
        if sum(sep in value for sep in "-._") > 1:
            continue  # (one separator throughout: `ab12.cd34-ef56.gh78` is no manager's)
        if "_" in value and any(g.isalpha() for g in groups):
            continue  # (joined by underscores, a name's words: `build_v2r10_linux_amd64`)
        drawn = "-" in value and len(groups[0]) == 5 and any(map(_drawn_group, groups))
        if len(groups) == 3 and len(groups[0]) == 5:
            if sum(_DIGIT_THEN_LETTER_RE.search(g) is not None for g in groups) < 2 and not drawn:
                continue  # (`web01.prod1.local`, `build-2024a-linux`: a name's digits)
        elif sum(not g.isalpha() for g in groups) < (2 if len(groups) == 4 else 1) and not drawn:
            continue  # (a digit inside a group: `x6gt4n`; never a date's or a count's group;
            # two of four dotted ones, never a host's name: `www1.home.corp.site`)
        if sum(_PAST_HEX_RE.search(g) is not None for g in groups) < 2:
            continue
        if (
            sum(g.isalpha() and 2 * sum(c in "aeiouyAEIOUY" for c in g) > len(g) for g in groups)
            > 1
        ):
            continue  # (one group may read so by chance: `gpyfjt-yrpz1g-owogai`)
        yield m.start(), m.end(), "password_assignment"


FAMILIES = (
    Family(
        "grouped_password",
        re.compile(_GROUPED_SHAPE),
        _grouped,
        needs_digit=True,
    ),
    Family(
        "generated_value",
        # (ASCII, the value's look after a separator: beyond ASCII each other character reads
        # as `\x01`, a dash of another keyboard among them)
        re.compile(
            r"[:|,\x01\-][ \t]*\|?[ \t]*\x01?[!-~]*(?:[A-Za-z][!-~]*[0-9!#$%&*+=?@^~<>|;:,]"
            r"|[0-9!#$%&*+=?@^~<>|;:,][!-~]*[A-Za-z]|[a-z][_.\-][A-Za-z][a-z])[!-~]*\x01?[ \t.]*(?:\(|$)"
            r"|\x01[ \t]*[:|\x01\-][ \t]*\|?[ \t]*[a-z]{3,12}(?: [a-z]{3,12}){4}"
            # (the value first on its line, a separator after it)
            r"|^[ \t]*(?:[\-*\x01]|[0-9]{1,2}[.)])?[ \t]*[!-~]*(?:[A-Za-z][!-~]*[0-9!#$%&*+=?@^~;:,]"
            r"|[0-9!#$%&*+=?@^~;:,][!-~]*[A-Za-z])[!-~]*[ \t]+[:|=\x01\-]",
            re.MULTILINE,
        ),
        _generated,
    ),
    Family("generator_output", re.compile(_GENERATORS), _generator_output),
    Family(
        "named_passphrase",
        re.compile(r"(?i:" + _PHRASE_WORDS + r")"),
        _named_phrases,
    ),
)
