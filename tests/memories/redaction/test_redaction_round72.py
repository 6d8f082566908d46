# ruff: noqa: RUF001, RUF002  (full-width colons and prompt marks are the classes' own)
"""Round 72: held-out 207's and 212's misses, read after their one blind measurement: a tool that
types a string into a window or a session (`ydotool type '…'`, `screen -X stuff '…\\n'`,
AppleScript's `keystroke "…"`); PDO given its DSN in a variable, a password's variable given a
wrapped string (Rust's `String::from("…")`); Okinawan's `paswaado` and its `ya` ("is", a value in
quotes after it); a Japanese label with kana glued on before its colon (`パスワード変えたさー：…`);
Japanese locks with their code after a space or a colon (`金庫`, `鍵`, `ドア`); single characters
after "spell it"; Sicilian's and Italian's "all attached" after a value (`tuttu attaccatu`).
Kept: a deploy's id, Okinawan's "don't give anyone the password" after `ya`."""

from __future__ import annotations

import pytest

from memories.redaction import scrub_secrets
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 71's rules (checked against them).
CAUGHT = [
    ("~/ferry ❯ ydotool type 'mz7q-4kpt-w2ne-x9ra'", "mz7q-4kpt-w2ne-x9ra"),
    ("screen -S tills -X stuff 'r4nd-om9k-pq2w-7tzx\\n'", "r4nd-om9k-pq2w-7tzx"),
    (
        'osascript -e \'tell application "System Events" to keystroke "h7kq-2mzp-vx4w-c9tn"\'',
        "h7kq-2mzp-vx4w-c9tn",
    ),
    ('let db_password = String::from("Tq8vWnZr4PmK2xLs");', "Tq8vWnZr4PmK2xLs"),
    ('paswaado ya "awamori kuusu sanshin eisaa" yaibiin', "awamori kuusu sanshin eisaa"),
    ("那覇の店のレジ、パスワード変えたよ：Mensore77$", "Mensore77$"),
    ("ダイブショップの金庫 60418823", "60418823"),
    ("事務所のドア：5530917#", "5530917"),
    ("spell it for the night porter: K A C H I 4 4 8 1", "K A C H I 4 4 8 1"),
    ("scrivi arancina4471, tuttu attaccatu", "arancina4471"),
]

# Lookalikes that must be kept: the same words where they hold no secret.
KEPT = [
    "Deploy ID 20320518-2 rolled out the ferry timetable.",
    "Haisai! paswaado ya ttchu nkai iraran kutu yoo.",
    "xdotool type 'hello world'",
    'let name = String::from("hello world");',
    "パスワード変更のお知らせ：明日から",
    "ドアの幅 900",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


# (text, kind): round 71 took these only by the value model's guess; the class's rule names them.
NAMED = [
    ("$db = new PDO($dsn, 'cooperative', 'QwLmT4vzRkPn8s');", "password_assignment"),
    ("倉庫ぬ 鍵 7720934 どー", "password_assignment"),
]


@pytest.mark.parametrize(("text", "kind"), NAMED)
def test_the_rule_names_it(text: str, kind: str) -> None:
    assert scrub_secrets(text).found == (kind,)
