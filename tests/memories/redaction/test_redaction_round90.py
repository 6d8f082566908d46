# ruff: noqa: RUF001  (letters of other scripts are part of the samples)
"""Round 90: held-out 268's and 270's misses, read after their one blind measurement: a login as
`user:password` alone on its line; a speaker's whole message a random token, a note after a
comma; a word and a number said in Albanian "behind", "at the end", "with a capital letter",
"with no space" (`mbrapa`, `në fund`, `me shkronjë të madhe`, `pa hapësirë`) and in Italian "all
joined" (`tutto attaccato`); SUSE's registration code (`SUSEConnect -r`); a hex key named after
it (`… ← session secret`); the Amex's front code in Albanian (`4 shifrat përpara`); Greece's
identity card (`ΑΔΤ`); Southern Quechua's "hidden word" and "then" (`pakasqa simiqa … simi,
chaymanta …`); Guaraní's "is" after a note in brackets (`ñe'ẽñemi (frase) ha'e …`).
"""

from __future__ import annotations

import pytest

from memories.redaction import scrub_secrets
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 89's rules (checked against them).
CAUGHT = [
    ("Dritan: QpLmVxRtZkWnHs, e vendosa ne printer", "QpLmVxRtZkWnHs"),
    ("emri i maces, Lulja, dhe 3321 mbrapa, pa hapesire", "3321"),
    ("fjalekalimi: Kalaja me shkronje te madhe dhe 7720 ne fund", "7720"),
    ("scrivi Vjosa e poi 4410, tutto attaccato", "4410"),
    ("SUSEConnect -r kodra.lumi.772 -e ops@example.com", "kodra.lumi.772"),
    (
        "9f3c2a1b7e6d5c4b3a29180f7e6d5c4b3a291807 ← webhook secret of the shop",
        "9f3c2a1b7e6d5c4b3a29180f7e6d5c4b3a291807",
    ),
    ("ταυτότητα: ΑΚ 551902", "551902"),
    ("pakasqa simiqa llama simi, chaymanta 4420", "4420"),
    ("ñe'ẽñemi (frase) ha'e yvytu pyahu kaaguy mbarakaja", "yvytu pyahu kaaguy mbarakaja"),
]

# Lookalikes that must be kept: the same words where they hold no secret.
KEPT = [
    "Bob: iPhone15ProMax, the new one",
    "Note: TestModelFactory, see below",
    "[10:02] Ben: McDonaldsHQ, lunch?",
    "invoice A 123456",
    "sha256:47DEQpj8HBSa+TImW+5JCeuQeRkm5NMpJWZG3hSuFU=",
    "4a67a1effbac1624abb90ecbcaf55bb57f82858630e01575 is the commit hash",
    "SUSEConnect -p sle-module-basesystem/15.5/x86_64",
    "the password (old) is in the drawer",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


# (text, kind): round 89 took these only by the value model's guess; the class's rule names them.
NAMED = [
    ("notes\nops.k:7Tq!wLm#zr4Bx", "password_assignment"),
    ("Amex-it, 4 shifrat përpara: 3317", "card_code"),
]


@pytest.mark.parametrize(("text", "kind"), NAMED)
def test_the_rule_names_it(text: str, kind: str) -> None:
    assert scrub_secrets(text).found == (kind,)
