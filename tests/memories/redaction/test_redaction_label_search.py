"""The assignment detector finds its labels in ASCII text with a case-sensitive search of the
text lowered (four times as fast): it must find exactly what the case-insensitive search finds,
at the same places, on every corpus the scrubber is tested with and on labels in every case."""

from __future__ import annotations

import random

from memories.redaction.label_search import _KEY_LOWER_RE, labels_in
from memories.redaction.label_search import KEY_RE as _KEY_RE
from memories.redaction.labels import KEY_LABEL_RE
from tests.memories.redaction import (
    secret_classes_families,
    secret_classes_families_heldout,
    secret_classes_families_heldout2,
    secret_classes_tuning,
)
from tests.memories.redaction.test_redaction import KINDS, _planted
from tests.memories.redaction.test_redaction_bypasses import _disguised_corpus

LABELS = [
    "password", "Passwort", "PASS_WORD", "p@ssw0rd", "P4$$W0RD", "pwd", "PW", "pin", "P1N",
    "pin_code", "Door-Code", "ALARM code", "passcode", "PinCode", "api_key", "API-KEY",
    "apiKey", "Access Token", "SECRET", "s3cr3t", "client_secret", "Bearer Token", "creds",
    "Credentials", "kennwort", "CLAVE", "mot de passe", "Seed Phrase", "MNEMONIC", "db_password",
    "x-api-key", "AUTH.TOKEN", "webhook_secret_value", "token_count", "secret_name",
]  # fmt: skip
AFTER = ["=", ": ", " is ", "=>", "\t", " | ", "", "_value=", " for the door is "]


def _spans(text: str) -> tuple[list[tuple[int, int, str]], list[tuple[int, int, str]]]:
    """The label matches of each search: (start, end, label lowered)."""
    insensitive = [(m.start(), m.end(), m.group("label").lower()) for m in _KEY_RE.finditer(text)]
    lowered = [(m.start(), m.end(), m.group("label")) for m in _KEY_LOWER_RE.finditer(text.lower())]
    return insensitive, lowered


def _mixed_case(rng: random.Random, text: str) -> str:
    return "".join(c.upper() if rng.random() < 0.5 else c.lower() for c in text)


def test_the_lowered_search_finds_what_the_case_insensitive_one_finds() -> None:
    rng = random.Random(20261127)
    texts = [p.text for kind in KINDS for p in (_planted(rng, kind) for _ in range(40))]
    texts += [b + s + a for _name, b, s, a in _disguised_corpus(random.Random(15_002), 60)]
    for _ in range(3000):
        label = rng.choice(LABELS)
        text = f"{rng.choice(['', 'the ', 'my.', 'X'])}{label}{rng.choice(AFTER)}Xk9mP2vL q"
        texts += [text, _mixed_case(rng, text)]
    ascii_texts = [t for t in texts if t.isascii()]
    assert len(ascii_texts) > 6000
    found = 0
    for text in ascii_texts:
        insensitive, lowered = _spans(text)
        assert lowered == insensitive, text
        found += bool(insensitive)
    assert found > 4000  # the corpus does name labels


def test_every_letter_of_the_label_pattern_is_lower_case() -> None:
    """What makes the lowered search exact: no upper-case letter outside the `A-Z` ranges
    (and the group's name), in any script."""
    pattern = _KEY_RE.pattern.replace("A-Z", "").replace("(?P<label>", "")
    assert not [c for c in pattern if c.isupper()]


OTHER_LABELS = [
    "ПАРОЛЬ", "Пароль", "ΚΩΔΙΚΌΣ", "Κωδικός", "ŞİFRE", "Şifrem", "HASŁO", "Hasło", "JELSZÓ",
    "LÖSENORD", "Contraseña", "CONTRASEÑA", "パスワード", "密码", "비밀번호", "MẬT KHẨU", "🔑",
    "Wachtwoord", "pa\u017f\u017fword", "\u0131d", "Kelvin \u212a", "\u00b5", "\u017fecret",
    "\u1c82", "\u03d0", "p\u1c82ss", "ГРЮССЕ", "Grüße",
]  # fmt: skip


def test_beyond_ascii_the_labels_are_those_the_case_insensitive_search_finds() -> None:
    rng = random.Random(20261128)
    texts = []
    for module in (
        secret_classes_families,
        secret_classes_families_heldout,
        secret_classes_families_heldout2,
        secret_classes_tuning,
    ):
        texts += [sample.text for sample in module.secrets()] + list(module.CLEAN)
    for _ in range(3000):
        label = rng.choice(OTHER_LABELS + LABELS)
        text = (
            f"{rng.choice(['', 'Grüße ', 'мой ', 'X', 'Σ '])}{label}{rng.choice(AFTER)}Xk9mP2vL q"
        )
        texts += [text, _mixed_case(rng, text)]
    beyond = [t for t in texts if not t.isascii()]
    assert len(beyond) > 3000
    found = 0
    for text in beyond:
        insensitive = [
            (m.start(), m.end(), m.group("label").lower()) for m in _KEY_RE.finditer(text)
        ]
        chosen = [(m.start(), m.end(), m.group("label").lower()) for m in labels_in(text)]
        assert chosen == insensitive, text
        found += bool(insensitive)
    assert found > 2000
    assert KEY_LABEL_RE.pattern.startswith("(?i:")
