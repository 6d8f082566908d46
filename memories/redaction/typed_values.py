# ruff: noqa: RUF001  (the words of other languages are this file's data)
"""A value of a password's shape that a person is told to type, in the middle of a sentence:
"type in GreenIbex?838, that's the admin one", "entrez Kq7#vLm2pX puis validez".

Part of the scrubber (`memories.redaction`); pure. A verb that tells someone to type, enter or use
something (in the languages people write instructions in: `type`, `enter`, `use`, `tippe`, `tapez`,
`escribe`, `digita`, `wpisz`, `введите`, `masukkan`, …), an optional small word (`in`, `it`,
`ein`), then a token that only a password looks like (`closing_value.closing_shaped`, read
strictly: letters, digits and a sign in both cases, or letters and digits random in case), and the
clause ends (a comma, a stop, a dash, the line's end, or "and", "then", "to", "as", a separable
verb's particle), unless a sign inside the token says it (`gunakan Hk2@vT58qs untuk`). The token
goes. Typed "at the prompt" (or "when it asked"), any made-up token goes, whatever its shape
(`logins.reads_as_made_up`). A value that closes its line is `closing_value`'s; this one reads what
a comma or a dash leaves after it, in any language.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import re2

from memories.redaction.closing_value import closing_shaped
from memories.redaction.family import Family, Span
from memories.redaction.first_look import Starts, loosened
from memories.redaction.logins import reads_as_made_up
from memories.redaction.shaped import random_letters
from memories.redaction.shapes import generator_shaped, has_classes

__all__ = ["FAMILIES"]

# "Type", "enter", "use" and "paste" as an instruction, in many languages.
_VERBS = (
    r"type|enter|use|input|paste|key|punch|put|tippe|tippen|tipp|gib|eingeben|nimm|benutze|verwende"
    r"|tapez|tape|entrez|entre|saisis|saisissez|utilise|utilisez|escribe|escriba|introduce"
    r"|ingresa|ingrese|usa|digita|digite|insira|insere|inserisci|scrivi|metti|typ|voer|gebruik"
    r"|wpisz|u[żz]yj|wprowad[źz]|skriv|ange|bruk|anv[äa]nd|kirjoita|sy[öo]t[äa]|k[äa]yt[äa]"
    r"|[íi]rd|haszn[áa]ld|yaz|gir|kullan|napi[šs]|zadej|pou[žz]ij|ketik|masukkan|gunakan|andika"
    r"|tumia|weka|введи(?:те)?|используй(?:те)?|набери(?:те)?"
    # (Rioplatense's voseo, `usá …`, `poné …`; and "try", what to try first: `try …, I set it`)
    r"|us[áa]|pon[ée]|escrib[íi]|tipe[áa]|ingres[áa]|prob[áa]|try|prueba|essaie|essayez|versuch"
    r"|prova|probeer|tente"
    r"|folose[sșş]te|folosi[țţt]i|introdu|tasteaz[aă]"  # (Romanian's: `folosește …, asta e …`)
    r"|typed|entered|pasted"  # (told after: `htdigest … admin  # typed lWlt-Vq6f-ixMw twice`)
    # (or what a machine or a person logs in with: `the PC logs in with …`)
    r"|(?:logs?|logged|signs?|signed)[ \t]+(?:in|on)[ \t]+with"
)
_TYPED_RE = re.compile(
    r"(?i:(?<![^\W\d_])(?:" + _VERBS + r")(?:[ \t]+(?:in|ein|it|this|den|le|el|il|o|a|the))?)"
    r"[ \t]+(?P<v>[^\s\"'`()\[\]{}<>|,;]*\d[^\s\"'`()\[\]{}<>|,;]*)"  # (8 to 40, a digit)
    r"(?=[\s,;)]|\Z)"
)
# Where the clause ends after the value: a comma, a stop, a dash, the line's end, or "and",
# "then", "to", "as", a separable verb's particle (`tippe … ein`, `masukkan … lalu`).
_CLAUSE_END_RE = re.compile(
    r"[ \t]*(?:[,;!)]|[.](?!\S)|[-–—][ \t]|\n|\Z"
    r"|[ \t]+(?i:and|then|to|as|for|in|ein|und|dann|et|puis|y|e|i|og|och|ja|lalu|kisha|sonra"
    r"|potem|luego|depois|poi|daarna|sitten|twice|again)(?![^\W\d_]))"
)
# Where it was typed, said after it: a prompt (`typed JsnX42mmrzdlZ at the prompt`, `… when it
# asked`): any made-up token so said is what the prompt asked for.
_AT_PROMPT_RE = re.compile(
    r"[ \t]+(?i:(?:at|on|in|into)[ \t]+(?:the|its|a)[ \t]+(?:[\w\-]+[ \t]+)?prompt"
    r"|when[ \t]+(?:it[ \t]+)?(?:asked|prompted))(?![^\W\d_])"
)
# A sign inside the value, between letters or digits (`Hk2@vT58qs`): its shape says it wherever
# the clause goes on.
_SIGN_INSIDE_RE = re.compile(r"[A-Za-z0-9][!@#$%^&*+?~][A-Za-z0-9]")
# (and letters, digits and such a sign between them, no `@` of an address: `CARPE~5278`,
# `PROA!2797`, a shape no prose word, version or host has)
_SIGN_JOINED_RE = re.compile(r"[A-Za-z0-9][!#$%^&*+?~][A-Za-z0-9]")
# (or a sign that closes letters and digits, never a sentence's `!` or `?`: `CDL-VUL1530^`)
_SIGN_LAST_RE = re.compile(r"(?=[\w\-]*[A-Za-z])(?=[\w\-]*\d)[A-Za-z0-9\-]{7,39}[#$%^&*~]")
_FOUR_GROUPS_RE = re.compile(r"[A-Za-z0-9]{4}(?:-[A-Za-z0-9]{4}){2,5}")
_TYPED = Starts(_TYPED_RE)
# Every shape `closing_shaped` reads strictly is ASCII, a letter and a digit in it (written in
# ASCII for the first look to read it in any text).
_SHAPE_HINT_RE = re.compile(r"[A-Za-z][!-~]*[0-9]|[0-9][!-~]*[A-Za-z]")
# The whole pattern loosened, looked for by RE2 in any text first (beyond ASCII too: its `\d`
# reads ASCII digits only, and every shape the value must have is ASCII).
_LOOK = re2.compile(loosened(_TYPED_RE.pattern).encode(), re2.Options())
_LENGTHS = range(8, 41)


def _typed(text: str) -> Iterator[Span]:
    if _LOOK.search(text.encode()) is None:
        return
    for m in _TYPED.finditer(text):
        value = m.group("v")
        core = value.rstrip(".,;:")
        signed = has_classes(core, 3) and (
            _SIGN_JOINED_RE.search(core) is not None or _SIGN_LAST_RE.fullmatch(core) is not None
        )
        prompted = _AT_PROMPT_RE.match(text, m.start("v") + len(core)) is not None
        if len(value) not in _LENGTHS or not (
            (prompted and reads_as_made_up(core))
            or closing_shaped(core, joined=False)
            or generator_shaped(core)
            or signed
            # (dashed groups of four, cases switching at random: `lWlt-Vq6f-ixMw`)
            or (_FOUR_GROUPS_RE.fullmatch(core) is not None and random_letters(core))
        ):
            continue
        ended = prompted or _CLAUSE_END_RE.match(text, m.start("v") + len(core)) is not None
        if not ended and not _SIGN_INSIDE_RE.search(core):
            continue
        if closing_shaped(core.rstrip("!?"), joined=False):
            core = core.rstrip("!?")  # (a stop after the value, not a part of it)
        yield m.start("v"), m.start("v") + len(core), "password_assignment"


# What a script types into a login window (AutoIt's and AutoHotkey's `Send("…{ENTER}")`, .NET's
# `SendKeys.SendWait`, pywinauto's `type_keys`, pyautogui's `typewrite`): a string that ends with
# Enter's key, a password when it reads as one (`Send("thao.n{TAB}")`, then
# `Send("Brix12Mikan~{ENTER}")`).
_KEYSTROKES_RE = re.compile(
    r"(?i:\b(?:send(?:keys|input|wait)?|controlsend|sendwait|send_keys|type_keys|typewrite)[ \t]*"
    r"\((?:[^()\n]{0,120}?,)?[ \t]*)(?P<q>[\"'])(?P<v>[^\"'{}\s]{6,64})"
    r"(?i:\{enter\}|\{return\}|\\n)(?P=q)"
)


# Or a tool that types a string into the window in focus (`xdotool type '…'`, `ydotool type`,
# `wtype`), GNU screen's `-X stuff '…\n'` into a session, AppleScript's `keystroke "…"`.
_TYPED_BY_TOOL_RE = re.compile(
    r"(?:\b(?:xdotool|ydotool)[ \t]+type|\bwtype)(?:[ \t]+--?[\w\-]+(?:[ \t]+\d+)?)*[ \t]+"
    r"(?P<q>[\"'])(?P<v>[^\"'\s]{6,64})(?P=q)"
    r"|\bscreen\b[^\n]{0,80}?-X[ \t]+stuff[ \t]+(?P<q2>[\"'])(?P<w>[^\"'\s\\]{6,64})(?:\\[nr])?(?P=q2)"
    r"|\bkeystroke[ \t]+\\?\"(?P<x>[^\"\\\s]{6,64})\\?\""
)


def _keystrokes(text: str) -> Iterator[Span]:
    for m in _KEYSTROKES_RE.finditer(text):
        if reads_as_made_up(m.group("v")):
            yield m.start("v"), m.end("v"), "password_assignment"
    for m in _TYPED_BY_TOOL_RE.finditer(text):
        group = next(g for g in ("v", "w", "x") if m.group(g) is not None)
        if reads_as_made_up(m.group(group)):
            yield m.start(group), m.end(group), "password_assignment"


FAMILIES = (
    Family(
        "typed_value",
        re.compile(r"(?i:\{enter\}|\{return\}|\\n[\"'])|dotool|wtype|stuff|keystroke"),
        _keystrokes,
    ),
    # (its gate the value's shape: a word-level gate swelled the first look's automaton, and the
    # finder looks for the whole pattern with RE2 first)
    Family("typed_value", _SHAPE_HINT_RE, _typed, needs_digit=True),
)
