"""The two checks every round's test module makes of its own examples: each class example loses
its secret, each lookalike stays as written. A module binds them to its lists by name, so pytest
collects them there:

    test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CLASSES, KEPT)

and, where the old rules took an example under another kind (the model's `likely_secret`), a third:
the new rule names it, and the named part is gone (`named_test`).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from memories.redaction import scrub_secrets


def class_tests(
    classes: list[tuple[str, str]], kept: list[str]
) -> tuple[Callable[[str, str], None], Callable[[str], None]]:
    """(a test over `classes`, (text, secret) pairs; a test over `kept`, texts that stay)."""

    @pytest.mark.parametrize(("text", "secret"), classes)
    def test_the_class_is_scrubbed(text: str, secret: str) -> None:
        assert secret not in scrub_secrets(text).text

    @pytest.mark.parametrize("text", kept)
    def test_the_lookalike_is_kept(text: str) -> None:
        assert scrub_secrets(text).text == text

    return test_the_class_is_scrubbed, test_the_lookalike_is_kept


def named_test(named: list[tuple[str, str, str]]) -> Callable[[str, str, str], None]:
    """A test over `named`, (text, kind, part) triples: the text is found as `kind` alone and
    `part` is gone from what is kept."""

    @pytest.mark.parametrize(("text", "kind", "part"), named)
    def test_the_rule_names_it(text: str, kind: str, part: str) -> None:
        result = scrub_secrets(text)
        assert result.found == (kind,)
        assert part not in result.text, result.text

    return test_the_rule_names_it
