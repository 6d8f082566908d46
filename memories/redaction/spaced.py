"""Tokens written in groups of a few characters with a space between (`glpa t-wa enLj lL54 …`,
`xoxb -528 0430 2687 -TwF …`): how a key is read out, or split so that a bot or a filter does not
take it whole.

Part of the scrubber (`memories.redaction`); pure. Here the groups are found and joined; the
scrubber runs its detectors on the joined token, and the run goes when one finds a secret in it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from memories.redaction.entropy import entropy
from memories.redaction.family import Family, Span

__all__ = [
    "CHUNKS_RE",
    "FAMILIES",
    "NOT_READ_OUT_RE",
    "READ_OUT_CUE_RE",
    "chunked_runs",
    "said_read_out",
]

# Four groups of one length (one to eight characters), one separator between, the same each time:
# spaces (`glpa t-wa enLj …`, two or three as well), a stop, dash, slash, bar, comma, dot or
# underscore with a space beside it (`kqH8 - kQrP - …`, `N6F9n · hBMIA · …`; a semicolon, a plus
# or a colon with spaces: `D73D6 ; 43148 ; …`, `4db4 + 3f4a + …`), or a bar, comma or dot alone
# (`np·m_·c5·…`). Where a run starts (prose seldom has four words of one length in a row, so the
# first look rules most texts out); `CHUNKS_RE` is that without the sameness, for RE2.
_GROUP = "[^\\s·|,•]"
_BEFORE = "[^\\s·|,•:]"  # (a colon may stand right before the first group: `念:u1ao - …`)
_SEPARATOR = (
    "[ \u00a0]{1,3}|[ \u00a0]{1,2}[-\u2013\u2014.·|/,•_;+:][ \u00a0]{0,2}|[-.·|/,•_;][ \u00a0]{1,2}"
    "|[·|,•]"
)

CHUNKS_RE = re.compile(
    rf"(?<!{_BEFORE})(?:"
    + "|".join(rf"{_GROUP}{{{n}}}(?:(?:{_SEPARATOR}){_GROUP}{{{n}}}){{3}}" for n in range(1, 9))
    + rf")(?!{_GROUP})"
)
_RUN_RES = tuple(
    re.compile(
        rf"(?<!{_BEFORE}){_GROUP}{{{n}}}(?P<sep>{_SEPARATOR})"
        rf"(?:{_GROUP}{{{n}}}(?P=sep)){{2}}{_GROUP}{{{n}}}(?!{_GROUP})"
    )
    for n in range(1, 9)
)
_MIN_LENGTH = 16
# A group that reads as a word (`gate`, `Room`; not `AKIA`): a run of them is prose, not a token's
# groups.
_WORD_RE = re.compile(r"[A-Za-z]?[a-z]+")
_LETTER_RE = re.compile(r"[A-Za-z]")
_DIGIT_RE = re.compile(r"\d")
_MIXED_RES = (re.compile(r"\d"), re.compile(r"[a-z]"), re.compile(r"[A-Z]"))


# Words that say a value is read out piece by piece: `letter by letter`, `one character at a
# time`, `Buchstabe für Buchstabe`, `lettre par lettre`, `spelled out`, `in groups of four`.
READ_OUT_CUE_RE = re.compile(
    r"(?i:(?:letter|char(?:acter)?)\s+(?:by|for|after)\s+(?:letter|char(?:acter)?)"
    r"|one\s+(?:letter|char(?:acter)?|symbol)\s+at\s+a\s+time|reading\s+it\s+out|read\s+out"
    r"|in\s+(?:groups|blocks|chunks)(?:\s+of\s+(?:four|five|three|\d))?"  # (`API key in groups:`)
    r"|dictat(?:ed|ing)|продиктова[лн]|диктую"  # (`[dictated over the phone] qwwv / aalr / …`)
    r"|spel(?:led|t|ling)\s+(?:it\s+)?out|buchstabe\s+f[üu]r\s+buchstabe|zeichen\s+f[üu]r\s+zeichen"
    r"|buchstabiert"  # (German's "spelled": `Passwort buchstabiert: …`)
    r"|lettre\s+par\s+lettre|letra\s+por\s+letra|lettera\s+per\s+lettera|letter\s+voor\s+letter"
    r"|bokstav\s+f[öo]r\s+bokstav|litera\s+po\s+literze|harf\s+harf|по\s+букв(?:е|ам)"  # noqa: RUF001
    r"|bogstav\s+for\s+bogstav|huruf\s+(?:demi|per)\s+huruf|isa-isang\s+letra"
    r"|wanwan\s+leta|wan\s+wan\s+leta"  # (Tok Pisin: "one by one letter")
    r"|(?<![^\W\d_])(?:di)?eja(?:in|kan)?(?![^\W\d_])"  # (Indonesian's "spell": `gw eja per 4`)
    # (written with spaces so that a chat's preview shows none of it: `con espacios pa' que …`)
    r"|(?:con|with|avec|mit|com)\s+(?:espacios|spaces|espaces|leerzeichen|espa[çc]os)"
    r"|med\s+(?:mellomrom|mellanslag|mellemrum)|v[äa]lily[öo]nn(?:ein|eill[äa])"  # (Nordic)
    r"|spaced\s+(?:out|so)"
    r"|γράμμα\s+(?:(?:προς|με)\s+)?γράμμα|حرف\s+(?:ب|ب?ال)?حرف"
    r"|по\s+одно(?:му|й)\s+(?:символу|букве|знаку)"
    r"|әріп(?:пен|теп)|harfma[\s\-]harf"  # (Kazakh's "by letters", Uzbek's "letter by letter")
    # (and the Turkic "one by one": `bir bir: …`)
    r"|(?<![^\W\d_])bir\s+bir(?![^\W\d_])|бір-бірлеп"  # noqa: RUF001
    # (Korean's "I'll read it out", Chinese's "read in groups", "read one by one", Japanese's
    # "read aloud": `키 불러줄게: …`, `密钥分组念：…`)  # noqa: RUF003
    r"|불러\s?(?:줄게|줄께|드릴게|드릴께|줄테니)|읽어\s?(?:줄게|드릴게)|分组念|分組念|逐个念|逐個念|念给你|念給你"
    r"|読み上げ)"
)


def said_read_out(text: str, start: int) -> bool:
    """Whether the words before ``start``, on its line or the line before, say that what
    follows is read out piece by piece (`READ_OUT_CUE_RE`)."""
    line_start = text.rfind("\n", max(0, start - _CUE_REACH), start) + 1
    before = text.rfind("\n", max(0, start - _CUE_REACH), max(line_start - 1, 0)) + 1
    # (within `_CUE_REACH` characters: a long line of groups is read in linear time)
    before = max(before, start - _CUE_REACH)
    return READ_OUT_CUE_RE.search(text, before, start) is not None


_CUE_REACH = 240  # (characters before the groups read for the cue, at most)


def chunked_runs(text: str) -> Iterator[tuple[str, list[tuple[int, int]]]]:
    """Each run of four or more groups of one length (the last may be shorter) with one
    separator between, as the groups joined and each group's span, when they read as a token's
    (`_token_like`, or the words before say it is read out) and the token holds a letter."""
    at = 0
    while (seed := CHUNKS_RE.search(text, at)) is not None:
        at = seed.start() + 1  # (where the separators differ, a run may start further on)
        run = next((m for r in _RUN_RES if (m := r.match(text, seed.start()))), None)
        if run is None:
            continue
        sep = run.group("sep")
        if sep == " " and len(run.group()) == 7:
            continue  # (one character at a time, one space between: the scrubber's `_SPREAD_RE`)
        size = (run.end() - run.start() - 3 * len(sep)) // 4
        step = size + len(sep)
        groups = [(run.start() + i * step, run.start() + i * step + size) for i in range(4)]
        next_group = re.compile(re.escape(sep) + rf"({_GROUP}{{1,{size}}})(?!{_GROUP})")
        while (group := next_group.match(text, groups[-1][1])) is not None:
            groups.append(group.span(1))
            if len(group.group(1)) < size:
                break  # (a shorter group ends the run)
        at = groups[-1][1]
        token = "".join(text[s:e] for s, e in groups)
        long_enough = len(token) >= _MIN_LENGTH and _LETTER_RE.search(token)
        if long_enough and (_token_like(text, groups) or said_read_out(text, groups[0][0])):
            yield token, groups


def _token_like(text: str, groups: list[tuple[int, int]]) -> bool:
    """Most groups are no word; in pairs, where half of any random token's read as words
    (`xo`, `Sw`), the token mixes a digit, a small letter and a capital instead; in threes, where
    a random token of small letters and digits reads as words half the time too (`aab · 3b0 ·
    tnd …`), and in fours, three groups or more hold a digit and three or more a letter."""
    size = groups[0][1] - groups[0][0]
    if size <= 2:
        token = "".join(text[s:e] for s, e in groups)
        return all(regex.search(token) for regex in _MIXED_RES)
    if size in (3, 4):  # (and in fours: `qwwv / aalr / rmf4 / 6s5p / 9w5l …`)
        digits = sum(_DIGIT_RE.search(text, s, e) is not None for s, e in groups)
        lettered = sum(_LETTER_RE.search(text, s, e) is not None for s, e in groups)
        if digits >= 3 and lettered >= 3:
            return True
    words = sum(_WORD_RE.fullmatch(text, s, e) is not None for s, e in groups)
    return 2 * words < len(groups)


# An app password as vendors print it: groups of four letters and digits split by spaces
# (WordPress' application passwords: six), or of five split by dashes (Nextcloud's). Random, so
# it mixes small letters, capitals and digits and most groups mix them too (`2kHG`, `qY7m`); a
# row of words, a product key (capitals) or a number does not.
_APP_PASSWORD_RE = re.compile(
    r"(?<![\w\-])(?:[A-Za-z0-9]{4}(?: [A-Za-z0-9]{4}){4,7}|[A-Za-z0-9]{5}(?:-[A-Za-z0-9]{5}){3,5})"
    r"(?![\w\-])"
)
_PLAIN_GROUP_RE = re.compile(r"[a-z]+|[A-Z][a-z]+|[A-Z]+|\d+")


def _app_passwords(text: str) -> Iterator[Span]:
    for m in _APP_PASSWORD_RE.finditer(text):
        token = m.group()
        groups = token.replace("-", " ").split()
        plain = sum(_PLAIN_GROUP_RE.fullmatch(group) is not None for group in groups)
        if all(regex.search(token) for regex in _MIXED_RES) and 2 * plain < len(groups):
            yield m.start(), m.end(), "app_password"


# A hex or base-32 key read out four characters at a time (eight groups or more, one space or
# dash between; hex also three, five or six at a time, thirty characters or so), perhaps after its
# prefix (`dtn_ 3ece 9963 …`): small hex letters, or base-32
# capitals with a digit and a letter beyond `F`. A GPG fingerprint (hex capitals, or a line that
# says "fingerprint") and a hex dump's line (an offset and a colon first) are no secret.
_READ_OUT_RE = re.compile(
    r"(?<![\w\-:])(?:[A-Za-z][A-Za-z0-9]{1,7}_[ ]?)?"
    r"(?P<g>(?:[0-9a-f]{4} ){7,}[0-9a-f]{4}|(?:[0-9a-f]{4}-){7,}[0-9a-f]{4}"
    r"|(?:[A-Z2-7]{4} ){7,}[A-Z2-7]{4}"
    # (or three, five or six at a time: as many characters, thirty or so)
    r"|(?:[0-9a-f]{5}[ \-]){5,}[0-9a-f]{5}|(?:[0-9a-f]{6}[ \-]){4,}[0-9a-f]{6}"
    r"|(?:[0-9a-f]{3}[ \-]){9,}[0-9a-f]{3}"
    # (hex capitals five or six at a time, a shorter group last: `701DF4 4B1579 … 8CB8`; a
    # fingerprint's groups are four)
    r"|(?P<upper>(?:[0-9A-F]{5}[ \-]){5,}[0-9A-F]{5}|(?:[0-9A-F]{6}[ \-]){4,}[0-9A-F]{6})"
    r"(?:[ \-][0-9A-F]{1,5})?)(?![\w\-])"
)
_HEX_LETTER_RE = re.compile(r"[a-fA-F]")
_UPPER_MIN_ENTROPY = 3.2
_BASE32_RE = re.compile(r"(?=.*[G-Z])(?=.*[2-7])")
# A fingerprint is read out in groups too, and is no secret.
NOT_READ_OUT_RE = re.compile(r"(?i:fingerprint|finger\s+print|empreinte|huella|impronta)")
_DUMP_RE = re.compile(r"(?m:^[ \t]*[0-9A-Fa-f]{4,8}:)")


def _read_out(text: str) -> Iterator[Span]:
    for m in _READ_OUT_RE.finditer(text):
        groups = m.group("g").replace("-", " ").split()
        line_start = text.rfind("\n", 0, m.start()) + 1
        line_end = text.find("\n", m.end())
        line = text[line_start : len(text) if line_end < 0 else line_end]
        if NOT_READ_OUT_RE.search(line) or _DUMP_RE.match(line):
            continue
        if m.group("upper") is not None:  # (most groups mix letters and digits: no colours)
            mixed = sum(
                bool(_HEX_LETTER_RE.search(g)) and any(c.isdigit() for c in g) for g in groups
            )
            if 2 * mixed > len(groups) and entropy("".join(groups)) >= _UPPER_MIN_ENTROPY:
                yield m.start(), m.end(), "spaced_token"
        elif groups[0].islower() or groups[0].isdigit():
            lettered = sum(_HEX_LETTER_RE.search(g) is not None for g in groups)
            digits = sum(any(c.isdigit() for c in g) for g in groups)
            if lettered >= 2 and digits >= 2:
                yield m.start(), m.end(), "spaced_token"
        elif _BASE32_RE.match(m.group("g")):
            yield m.start(), m.end(), "spaced_token"


# A token split one group a line, so that a chat's preview shows none of it whole
# (`qaw3T2Z4⏎aBR7mqm0⏎X0sEgBN7⏎EphE`): the first group may end a line of words, each other group is
# a line of its own; three or more groups of one length, the last perhaps shorter.
_LINE_GROUP = r"[A-Za-z0-9+/=_\-]"
_LINE_SPLIT_RE = re.compile(
    rf"(?<![^\s:]){_LINE_GROUP}{{4,16}}[ \t]*\n(?:[ \t]*{_LINE_GROUP}{{4,16}}[ \t]*\n)+"
    rf"[ \t]*{_LINE_GROUP}{{1,16}}(?![^\s])"
)
_LINE_SPLIT_MIN_GROUPS = 4
_LINE_SPLIT_MIN_ENTROPY = 3.5


def _line_split(text: str) -> Iterator[Span]:
    for m in _LINE_SPLIT_RE.finditer(text):
        groups = m.group().split()
        size = len(groups[0])
        full = groups[:-1]
        token = "".join(groups)
        if (
            len(groups) >= _LINE_SPLIT_MIN_GROUPS
            and all(len(g) == size for g in full)
            and len(groups[-1]) <= size
            and all(regex.search(token) for regex in _MIXED_RES)
            and sum(_WORD_RE.fullmatch(g) is None and not g.isdigit() for g in full) == len(full)
            and entropy(token) >= _LINE_SPLIT_MIN_ENTROPY
        ):
            yield m.start(), m.end(), "spaced_token"


FAMILIES = (
    Family(
        "line_split_token",
        re.compile(rf"{_LINE_GROUP}{{4}}[ \t]*\n[ \t]*{_LINE_GROUP}{{4,16}}[ \t]*\n"),
        _line_split,
        needs_digit=True,
    ),
    Family(
        "read_out_key",
        re.compile(
            r"[0-9a-fA-Z2-7]{4}[ \-][0-9a-fA-Z2-7]{4}[ \-][0-9a-fA-Z2-7]{4}[ \-][0-9a-fA-Z2-7]"
            r"|[0-9a-f]{3}[ \-][0-9a-f]{3}[ \-][0-9a-f]{3}[ \-][0-9a-f]{3}[ \-][0-9a-f]"
            r"|[0-9a-f]{5,6}[ \-][0-9a-f]{5,6}[ \-][0-9a-f]{5}"
            r"|[0-9A-F]{5,6}[ \-][0-9A-F]{5,6}[ \-][0-9A-F]{5}"
        ),
        _read_out,
        needs_digit=True,
    ),
    Family(
        "app_password",
        re.compile(r"[A-Za-z0-9]{4}[ \-][A-Za-z0-9]{4}[ \-][A-Za-z0-9]{4}"),
        _app_passwords,
        needs_digit=True,
    ),
)
