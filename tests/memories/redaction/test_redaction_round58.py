"""Round 58 (the last review's findings, 2026-12-02): a call made with a host, a user and a
password on a line of its own (the family's gate was narrower than its finder); Neo4j's and
Steam's password end before a `;` or `,` after it."""

from __future__ import annotations

import pytest

from memories.redaction import scrub_secrets
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 57's rules (checked against them).
CAUGHT = [
    ('ImcHandle("10.40.0.6", "pemba.d", "Kx7#pQ2vLm")', "Kx7#pQ2vLm"),
]  # fmt: skip

KEPT = [
    'open("report.csv", "w", "utf-8")',
    'requests.get("api.example.com", "json", timeout=5)',
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


@pytest.mark.parametrize(
    ("text", "scrubbed"),
    [
        (
            "NEO4J_AUTH=neo4j/coral.reef.2031;",
            "NEO4J_AUTH=neo4j/[REDACTED:password_assignment];",
        ),
        (
            "join steam://connect/198.51.100.7:27015/hake, then say hi",
            "join steam://connect/198.51.100.7:27015/[REDACTED:password_assignment], then say hi",
        ),
    ],
)
def test_the_value_ends_before_a_separator(text: str, scrubbed: str) -> None:
    assert scrub_secrets(text).text == scrubbed
