"""Round 87: held-out 259's and 260's misses, read after their one blind measurement: a password
manager's four groups of four joined by dashes, with no label (`hk4e-rmq2-7wpz-ub3c`); Dutch's,
Frisian's and Afrikaans' "that is the password" after a value (`…, dat is het ww van de boot`,
`… dat is it wachtwurd fan …`); the Amex's front code in Low German (`de veer Tallen vörn op de
Amex`) and in Kyrgyz past the card's number (`бетиндеги төрт сан`); West Frisian's combination lock
(`kombinaasjeslot`); Dutch's passphrase `wachtzin`; Tajik's `ибораи махфӣ`. Kept (260's changed
clean text): a certificate's number on a line that says a machine was calibrated (`… calibrated
on …; certificate № …`)."""

from __future__ import annotations

import pytest

from memories.redaction import scrub_secrets
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 86's rules (checked against them).
CAUGHT = [
    ("hydra.log mentions hk4e-rmq2-7wpz-ub3c as the seed", "hk4e-rmq2-7wpz-ub3c"),
    ("Harmke: grutte.stim42, dat is het ww van de boot", "grutte.stim42"),
    ("de veer Tallen vörn op de Amex: 6031", "6031"),
    ("Amex 3782 822463 10005, бетиндеги төрт сан: 4470", "4470"),
    ("wachtzin voor de NAS ff: kwelder_slik_zeehond_terp_wad", "kwelder_slik_zeehond_terp_wad"),
    ("ибораи махфӣ барои ҳамён: anor shaftoli olcha gilos", "anor shaftoli olcha gilos"),
]

# Lookalikes that must be kept: the same words where they hold no secret.
KEPT = [
    "The scale was calibrated on 2031-05-02; certificate № KGS-2031-0417 is on file.",
    "the build id is ab12-cd34-ef56-7890",
    "dat is het wachtwoordbeleid van de club",
    "de veer Tallen op het bord",
    "zone a1b2-c3d4 in the rack",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


# (text, kind): round 86 took these only by the value model's guess; the class's rule names them.
NAMED = [
    ("Sjoerd: 7pk2-wmzq-4tcx-n9vr, dat is it wachtwurd fan 'e kantine", "password_assignment"),
    ("de dree Tallen achter op de kaart: 518", "card_code"),
    ("koade fan it kombinaasjeslot by it hok: 40718", "password_assignment"),
]


@pytest.mark.parametrize(("text", "kind"), NAMED)
def test_the_rule_names_it(text: str, kind: str) -> None:
    assert scrub_secrets(text).found == (kind,)
